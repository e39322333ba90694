import decode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { FileUnreadableError } from '../errors';

/**
 * iPhone photos are HEIC: HEVC-coded HEIF. sharp's libheif has only the AV1 codec, so the HEVC
 * picture is decoded by libheif compiled to wasm (libheif-js, with libde265), straight to pixels
 * that sharp takes as raw input. libheif applies the file's rotation (irot/imir) while decoding.
 */
export const decodeHeic = async (bytes: Buffer): Promise<Sharp> => {
  let image: Awaited<ReturnType<typeof decode>>;
  try {
    image = await decode({ buffer: bytes });
  } catch (error) {
    throw new FileUnreadableError('the HEIC image could not be decoded', { cause: error });
  }
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
};
