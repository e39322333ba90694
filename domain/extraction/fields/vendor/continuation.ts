// A company name printed over two or three rows: "POPULAR BOOK" / "CO. (M) SDN BHD",
// "HOME MASTER HARDWARE &" / "ELECTRICAL", "ENTERPRISE (SETIA" / "ALAM) SDN BHD".
const OPENS_NEXT = /(?:&|\band|\bof|[(\-,])\s*$|\([^)]*$/i;
const CONTINUES_PREVIOUS =
  /^\s*(?:&|and\b|of\b|co\b\.?|company\b|corp\w*|inc\b|ltd\b|limited\b|llc\b|sdn\b|bhd\b|s\/b\b|enterprises?\b|trading\b|\(m\)|[^()]*\))/i;

// A name's last word printed alone on the row under it: "MIAMI SCIENCE" / "MUSEUM", "CREST" / "FOODS";
// or with the kind of food before it: "GOLDEN LOTUS" / "CHINESE RESTAURANT".
const TRADE_WORD_ALONE =
  /^\s*(?:(?:[a-z]+\s+)?(?:restaurant|cafe|café|grill|bistro|diner|kitchen|steakhouse)|museum|foods?|bar|pub|brewery|tavern|fish\s*house|house|car\s*wash|street)\s*$/i;

// A speck the OCR read as a letter or two between the rows of a name ("s").
export const isSpeck = (line: string): boolean => (line.match(/[a-z]/gi)?.length ?? 0) < 2 && !/\d/.test(line);

export const continuesPrevious = (line: string): boolean =>
  CONTINUES_PREVIOUS.test(line) || TRADE_WORD_ALONE.test(line);

export const opensNext = (line: string): boolean => OPENS_NEXT.test(line);

/**
 * The rows of the name around the one found: earlier rows while the name's first row reads as a
 * continuation (or the row above leaves it open), later rows while the last one leaves it open.
 */
export const nameSpan = (lines: readonly string[], at: number, isName: (line: string) => boolean): [number, number] => {
  // The row before or after, over one speck between.
  const step = (from: number, by: 1 | -1): number => (isSpeck(lines[from + by] ?? 'xx') ? from + 2 * by : from + by);
  let start = at;
  let end = at;
  for (let before = step(start, -1); before >= 0 && before >= at - 3; before = step(start, -1)) {
    if (!isName(lines[before] ?? '') || !(continuesPrevious(lines[start] ?? '') || opensNext(lines[before] ?? '')))
      break;
    start = before;
  }
  for (let after = step(end, 1); after < lines.length && after <= at + 3; after = step(end, 1)) {
    if (!(opensNext(lines[end] ?? '') || TRADE_WORD_ALONE.test(lines[after] ?? '')) || !isName(lines[after] ?? ''))
      break;
    end = after;
  }
  return [start, end];
};

/** The rows of a span that hold its words, without the specks between them. */
export const wordRows = (lines: readonly string[], [start, end]: [number, number]): number[] =>
  Array.from({ length: end - start + 1 }, (_, k) => start + k).filter(
    (i) => i === start || i === end || !isSpeck(lines[i] ?? ''),
  );
