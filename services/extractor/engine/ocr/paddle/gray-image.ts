import sharp from 'sharp';

/** A grayscale picture as one byte per pixel, row by row. */
export type GrayImage = Readonly<{ data: Buffer; width: number; height: number }>;

export const toGray = async (image: Buffer): Promise<GrayImage> => {
  const { data, info } = await sharp(image).grayscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const rawOf = (image: GrayImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });

export const resizeGray = async (image: GrayImage, width: number, height: number): Promise<GrayImage> => {
  const { data, info } = await rawOf(image)
    .resize({ width, height, fit: 'fill' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** The part of an image inside a box (whole pixels, clipped to the image), scaled to `height` pixels tall. */
export const cropGray = async (
  image: GrayImage,
  box: Readonly<{ x: number; y: number; width: number; height: number }>,
  height: number,
): Promise<GrayImage> => {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.max(1, Math.min(image.width, Math.ceil(box.x + box.width)) - left);
  const tall = Math.max(1, Math.min(image.height, Math.ceil(box.y + box.height)) - top);
  const { data, info } = await rawOf(image)
    .extract({ left, top, width, height: tall })
    .resize({ height, width: Math.max(1, Math.round((width * height) / tall)), fit: 'fill' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** The image turned half a turn: pixel order reversed. */
export const flipGray = (image: GrayImage): GrayImage => ({ ...image, data: Buffer.from(image.data).reverse() });

/** The image turned by `degrees` clockwise on a white ground; the canvas grows to hold the corners. */
export const rotateGray = async (image: GrayImage, degrees: number): Promise<GrayImage> => {
  const { data, info } = await rawOf(image)
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
