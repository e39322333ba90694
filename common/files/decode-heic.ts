import decode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { FileUnreadableError } from '../errors';
import { checkImagePixels } from './image-pixels';

/**
 * iPhone photos are HEIC: HEVC-coded HEIF. sharp's libheif has only the AV1 codec, so the HEVC
 * picture is decoded by libheif compiled to wasm (libheif-js, with libde265), straight to pixels
 * that sharp takes as raw input. libheif applies the file's rotation (irot/imir) while decoding.
 * The picture's size is read from the file's header and checked before its pixels are decoded.
 */
export const decodeHeic = async (bytes: Buffer): Promise<Sharp> => {
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: bytes });
  } catch (error) {
    throw new FileUnreadableError('the HEIC image could not be decoded', { cause: error });
  }
  let image: Awaited<ReturnType<(typeof images)[number]['decode']>>;
  try {
    const primary = images[0];
    if (primary === undefined) throw new FileUnreadableError('the HEIC file holds no image');
    checkImagePixels(primary.width, primary.height, 'the HEIC image');
    image = await primary.decode().catch((error: unknown) => {
      throw new FileUnreadableError('the HEIC image could not be decoded', { cause: error });
    });
  } finally {
    images.dispose();
  }
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
};
