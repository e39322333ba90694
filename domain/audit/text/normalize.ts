// Lower-case words separated by single spaces and padded with one, so " phrase " finds whole words.
export function normalizeText(text: string | undefined | null): string {
  if (!text) return ' ';
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    // "Disney+" is a streaming service, not a Disney park ticket.
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return words ? ` ${words} ` : ' ';
}

export function wordCount(text: string | undefined | null): number {
  const normalized = normalizeText(text).trim();
  return normalized ? normalized.split(' ').length : 0;
}
