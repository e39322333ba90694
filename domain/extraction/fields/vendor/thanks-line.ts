// "Thank you for shopping at X", "Thanks for dining with X", "ThankyouforchosingX": the store names
// itself at the foot of the receipt, in the words its till prints, where the logo above may be
// unreadable. The OCR glues the words and misspells the verb ("chosing"), so spaces are optional.
const THANKS =
  /\b(?:thank\s*y\w*?|thanks)\s*for\s*(?:shop+ing|cho+s(?:ing|ng)?|visiting|dining|eating|stopping(?:\s*by)?|your\s+visit\s+to)\s*(.*)$/i;
// What follows "for shopping" when it is no name: "with us", "at our store", "today".
const NO_NAME =
  /^(?:us|our|your|this|the\s+(?:store|shop|restaurant)|here|today|again|local|today's|coming|and|have|please)\b/i;
// "with us" glued ("withusat River"), which the words above cannot see.
const GLUED_US = /^(?:at|with)?(?:us|our|your)(?:at|in|$)/;
const AT = /^(?:[Aa][Tt]|[Ww][Ii][Tt][Hh])\b\s*|^(?:[Aa]t|[Ww]ith)(?=[A-Z])|^(?:AT|WITH)(?=[A-Z]{3})/;

/** Words the OCR glued ("CactusCarWash") parted again where a capital follows a small letter. */
const partGlued = (name: string): string => name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ');

const cleanThanked = (text: string): string =>
  partGlued(
    text
      .replace(AT, '')
      // The branch's number ("SUPERAFOODS #11") and the sentence's end ("Cee Fine Thai!").
      .replace(/\s*(?:#|no\.?\s*|store\s*)\s*\d+\s*$/i, '')
      .replace(/[\s!.,:;*~-]+$/, '')
      .trim(),
  );

export type ThankedName = Readonly<{ name: string; lines: number[] }>;

/**
 * The name a thank-you line gives the store, from the line itself or, when the sentence ends at
 * "AT"/"WITH", the line under it; null where it thanks "us" or names nothing that reads as a name.
 */
export const thankedName = (lines: readonly string[], at: number): ThankedName | null => {
  const match = THANKS.exec(lines[at] ?? '');
  if (!match) return null;
  const rest = (match[1] ?? '').trim();
  const own = cleanThanked(rest);
  const fromNext = own === '' && /^(?:(?:at|with)\b)?[\s!.]*$/i.test(rest);
  const name = fromNext ? cleanThanked(lines[at + 1] ?? '') : own;
  if (
    NO_NAME.test(name) ||
    GLUED_US.test(name.toLowerCase().replace(/[^a-z]/g, '')) ||
    (name.match(/[a-z]/gi)?.length ?? 0) < 4 ||
    /\d[.,]\d{2}/.test(name)
  )
    return null;
  return { name, lines: fromNext ? [at, at + 1] : [at] };
};
