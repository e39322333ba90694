/**
 * A name as the matcher compares it: upper case, letters and digits only, and the shapes an OCR
 * confuses folded together (0/O, 1/I/L/|, 5/S, 8/B), so "C0STC0" and "COSTCO" are one key.
 */
export const foldName = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9|]+/g, '')
    .replace(/0/g, 'O')
    .replace(/[1L|]/g, 'I')
    .replace(/5/g, 'S')
    .replace(/8/g, 'B');
