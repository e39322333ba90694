/** Scanned PDF pages are drawn at this resolution, for OCR and for the console alike, so boxes match. */
export const RENDER_DPI = 200;
