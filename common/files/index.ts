export * from './fetch-file';
export * from './detect-file-type';
export { decodeHeic } from './decode-heic';
export { RENDER_DPI } from './render-dpi';
