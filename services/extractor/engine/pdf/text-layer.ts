/** Scans sometimes carry a few stray characters (a page number, an invisible stamp); that is no text layer. */
const MIN_TEXT_LAYER_CHARS = 20;

export const hasTextLayer = (text: string): boolean => text.replace(/\s+/g, '').length >= MIN_TEXT_LAYER_CHARS;
