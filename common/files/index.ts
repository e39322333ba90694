export * from './fetch-file';
export * from './detect-file-type';
export { decodeHeic } from './decode-heic';
export { RENDER_DPI } from './render-dpi';
export { MAX_IMAGE_PIXELS, checkImagePixels } from './image-pixels';
export { openImage } from './open-image';
