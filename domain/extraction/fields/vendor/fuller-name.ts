import { foldName } from './merchants/fold';

// Words that end a sentence's lead-in rather than begin a name: "Welcome to TRANSIT", "Visit TRANSIT".
const LEAD_IN = /^(?:at|to|for|by|with|of|from|in|on|visit|visiting|welcome|thanks?|you|and|or|the|a|an|our|your)$/i;
// A word of a name: letters, with an apostrophe, ampersand, period or hyphen ("O'Neil", "A&W", "St.").
const NAME_WORD = /^[a-z][a-z'&.-]*$/i;
// How far below the chosen row the name may be printed again, and how many words the logo may have lost.
const ROWS_BELOW = 6;
const LOST_WORDS = 2;

export type FullerName = Readonly<{ value: string; line: number }>;

/**
 * A logo whose first word the OCR could not read leaves the rest of the name as the header's best
 * line ("TRANSIT" under a pictogram of "NJ"); the till prints the whole name again a few rows down
 * ("NJ TRANSIT Rail"). The fuller form is that row's words up to the end of the name read first:
 * one or two name words before it, nothing after (what follows is a product or a department).
 */
export const fullerNameBelow = (
  name: string,
  at: number,
  lines: readonly string[],
  canBeName: (line: number) => boolean,
): FullerName | null => {
  const words = name.trim().split(/\s+/).map(foldName);
  if (words.length === 0 || words.some((w) => w.length < 3)) return null;
  for (let i = at + 1; i < Math.min(lines.length, at + 1 + ROWS_BELOW); i += 1) {
    if (!canBeName(i)) continue;
    const row = (lines[i] ?? '').trim().split(/\s+/);
    const folded = row.map(foldName);
    for (let start = 1; start <= LOST_WORDS && start + words.length <= row.length; start += 1) {
      if (!words.every((w, k) => folded[start + k] === w)) continue;
      const lost = row.slice(0, start);
      if (lost.every((w) => NAME_WORD.test(w) && !LEAD_IN.test(w.replace(/\W/g, ''))))
        return { value: row.slice(0, start + words.length).join(' '), line: i };
    }
  }
  return null;
};
