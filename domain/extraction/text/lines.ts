/**
 * Splits receipt text into trimmed, non-empty lines. Page breaks (form feeds, pdf-parse's
 * "-- 1 of 2 --" markers) become ordinary line breaks: fields are searched across all pages.
 */
const PAGE_MARKER = /^--\s*\d+\s+of\s+\d+\s*--$/i;

export const toLines = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t\u00a0 ]+/g, ' ').trim())
    .filter((line) => line.length > 0 && !PAGE_MARKER.test(line));
