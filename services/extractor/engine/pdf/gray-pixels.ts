import type { GrayPicture } from '../../../../domain/duplicates';

/** sRGB levels in linear light, and back (12 bits in), as a picture library turns colour into gray. */
const TO_LINEAR = Float64Array.from({ length: 256 }, (_, level) => {
  const c = level / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const LINEAR_STEPS = 4095;
const FROM_LINEAR = Uint8Array.from({ length: LINEAR_STEPS + 1 }, (_, step) => {
  const c = step / LINEAR_STEPS;
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
});

/**
 * RGBA pixels (a canvas's, row by row) as a gray picture: the luminance of each pixel (Rec. 709 weights
 * in linear light), over white where it is not opaque, as the picture files' path computes it, so a
 * page rendered here and the same page as a photo are grayed alike.
 */
export const grayFromRgba = (rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GrayPicture => {
  const pixels = new Uint8Array(width * height);
  for (let at = 0, i = 0; at < pixels.length; at++, i += 4) {
    const r = rgba[i] ?? 255;
    const g = rgba[i + 1] ?? 255;
    const b = rgba[i + 2] ?? 255;
    const alpha = (rgba[i + 3] ?? 255) / 255;
    if (r === g && g === b && alpha === 1) {
      pixels[at] = r;
      continue;
    }
    const luminance = 0.2126 * (TO_LINEAR[r] ?? 1) + 0.7152 * (TO_LINEAR[g] ?? 1) + 0.0722 * (TO_LINEAR[b] ?? 1);
    pixels[at] = FROM_LINEAR[Math.round((alpha * luminance + 1 - alpha) * LINEAR_STEPS)] ?? 255;
  }
  return { width, height, pixels };
};
