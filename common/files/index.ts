export * from './fetch-file';
export * from './detect-file-type';
export { decodeHeic } from './decode-heic';
export { RENDER_DPI } from './render-dpi';
export { MAX_IMAGE_PIXELS, checkDrawnPage, checkImagePixels } from './image-pixels';
export { imageFailure, openImage } from './open-image';
