// A company name printed over two or three rows: "POPULAR BOOK" / "CO. (M) SDN BHD",
// "HOME MASTER HARDWARE &" / "ELECTRICAL", "ENTERPRISE (SETIA" / "ALAM) SDN BHD".
const OPENS_NEXT = /(?:&|\band|\bof|[(\-,])\s*$|\([^)]*$/i;
const CONTINUES_PREVIOUS =
  /^\s*(?:&|and\b|of\b|co\b\.?|company\b|corp\w*|inc\b|ltd\b|limited\b|llc\b|sdn\b|bhd\b|s\/b\b|enterprises?\b|trading\b|\(m\)|[^()]*\))/i;

// A name's last word printed alone on the row under it: "MIAMI SCIENCE" / "MUSEUM", "CREST" / "FOODS".
const TRADE_WORD_ALONE =
  /^\s*(?:museum|restaurant|foods?|cafe|café|grill|bar|pub|bistro|diner|brewery|tavern|steakhouse|kitchen|fish\s*house|house|car\s*wash|street)\s*$/i;

export const continuesPrevious = (line: string): boolean =>
  CONTINUES_PREVIOUS.test(line) || TRADE_WORD_ALONE.test(line);

export const opensNext = (line: string): boolean => OPENS_NEXT.test(line);

/**
 * The rows of the name around the one found: earlier rows while the name's first row reads as a
 * continuation (or the row above leaves it open), later rows while the last one leaves it open.
 */
export const nameSpan = (lines: readonly string[], at: number, isName: (line: string) => boolean): [number, number] => {
  let start = at;
  let end = at;
  while (
    start > 0 &&
    start > at - 2 &&
    isName(lines[start - 1] ?? '') &&
    (continuesPrevious(lines[start] ?? '') || opensNext(lines[start - 1] ?? ''))
  )
    start -= 1;
  while (
    end < at + 2 &&
    end + 1 < lines.length &&
    (opensNext(lines[end] ?? '') || TRADE_WORD_ALONE.test(lines[end + 1] ?? '')) &&
    isName(lines[end + 1] ?? '')
  )
    end += 1;
  return [start, end];
};
