import { isSlogan } from './header-lines';
import { foldName } from './merchants/fold';
import { matchMerchant, type MerchantHit } from './merchants/match';
import { isProcessor } from './merchants/table';

export type MerchantInHeader = Readonly<{ hit: MerchantHit; lines: number[] }>;

// Rows that cannot hold the merchant's name though a listed name may appear in them: a staff or table
// line ("Srvr: Ashley"), an item with its price or quantity ("A la Carte Sushi 243.00", "3 x Apologia …"), a slogan.
const STAFF =
  /\b(?:cashier|server|srvr|host|tbl|table|guests?|gsts?|operator|clerk|served\s+by|attendant|associate|member|customer)\b/i;
const LEGAL_FORM = /\b(?:inc|llc|ltd|corp|co|company|sdn|bhd)\b\.?/i;
const QUANTITY = /^\s*\d+\s*(?:x|@|of:)\s/i;
const PRICE = /\d[.,]\d{2}\b/;
const canHoldAName = (line: string): boolean =>
  /[a-z]{2}/i.test(line) && !STAFF.test(line) && !PRICE.test(line) && !QUANTITY.test(line) && !isSlogan(line);

/**
 * The table's merchant among the header's lines: each line, and each line with the one under it (a
 * logo's name split over two or three rows: "OSTCO" / "EWHOLESALE"). The best match wins, then the
 * earlier; a payment platform's name ("Square", "Stripe") is never the merchant. From rows the
 * recognizer doubted only names of six letters or more are taken: a short one is found in noise.
 */
export const findMerchantInHeader = (
  lines: readonly string[],
  window: number,
  doubted: (line: number) => boolean = () => false,
): MerchantInHeader | null => {
  const found: { at: MerchantInHeader; quality: number }[] = [];
  const consider = (text: string, at: number[]): MerchantHit | null => {
    const hit = matchMerchant(text);
    if (!hit || isProcessor(hit.merchant)) return null;
    // A row the recognizer doubted may be anything: only a longer name read from it counts.
    if (at.some(doubted) && hit.name.replace(/[^a-z0-9]/gi, '').length < 6) return null;
    // A line with its own legal form names that company: "Scholastic Supply Co." is not Scholastic.
    if (hit.how !== 'whole' && LEGAL_FORM.test(text)) return null;
    // A brand at the start of a long line is an item or a sentence ("Apologia Exploring Creation with
    // Biology"); the merchant's line is mostly its name ("Amazon.com order number", "Subway #1593").
    const letters = text.replace(/[^a-z]/gi, '').length;
    const share = hit.how === 'inside' ? 0.5 : 0.3;
    if (hit.how !== 'whole' && hit.name.replace(/[^a-z]/gi, '').length < share * letters) return null;
    // Fewer slips first, a name standing alone before one inside a longer line, then higher on the page.
    const quality =
      (hit.errors * 10) / Math.max(1, hit.name.length / 6) + (hit.how === 'inside' ? 3 : 0) + (at[0] ?? 0) * 0.5;
    found.push({ at: { hit, lines: at }, quality });
    return hit;
  };
  const last = Math.min(lines.length, window);
  for (let i = 0; i < last; i += 1) {
    const line = lines[i] ?? '';
    if (!canHoldAName(line)) continue;
    const alone = consider(line, [i]);
    const next = lines[i + 1];
    const third = lines[i + 2];
    // A logo's name stacked word by word: "WHOLE" / "FOODS" / "MARKET".
    if (
      i + 2 < last &&
      next !== undefined &&
      third !== undefined &&
      [line, next, third].every((l) => l.trim().split(/\s+/).length === 1)
    ) {
      const stacked = matchMerchant(`${line} ${next} ${third}`);
      if (stacked && stacked.how === 'whole') consider(`${line} ${next} ${third}`, [i, i + 1, i + 2]);
    }
    // A name over two rows counts only when the two rows name more than the first alone: "COSTCO" + "WHOLESALE".
    if (i + 1 < last && next !== undefined && canHoldAName(next)) {
      const joined = matchMerchant(`${line} ${next}`);
      if (
        joined &&
        joined.how !== 'inside' &&
        (!alone || (joined.merchant === alone.merchant && joined.name.length > alone.name.length))
      )
        consider(`${line} ${next}`, [i, i + 1]);
    }
  }
  const best = found.reduce<(typeof found)[number] | null>(
    (a, b) => (a === null || b.quality < a.quality ? b : a),
    null,
  );
  if (best === null) return null;
  // The merchant's fullest name printed near where it was found.
  const same = found.filter(
    (f) => f.at.hit.merchant === best.at.hit.merchant && Math.abs((f.at.lines[0] ?? 0) - (best.at.lines[0] ?? 0)) <= 1,
  );
  return same.reduce((a, b) => (b.at.hit.name.length > a.at.hit.name.length ? b : a), best).at;
};

const wordsOf = (line: string): string[] => line.split(/[^a-z0-9'&-]+/i).filter((w) => /[a-z]/i.test(w));

// A line below the header names the store when a listed name is most of it, at its start: "McDonald's
// Restaurant #23149" over the survey code, "USPS Tracking #" under a post office's own name. An item
// that carries a brand has its price on the row, and a sentence has more words than the name.
const mayNameTheStore = (line: string): boolean => canHoldAName(line) && wordsOf(line).length <= 4;
const namesTheStore = (line: string, hit: MerchantHit): boolean => {
  if (hit.how === 'inside') return false;
  const nameLetters = hit.name.replace(/[^a-z]/gi, '').length;
  const first = foldName(wordsOf(line)[0] ?? '') === foldName(hit.name);
  return first || nameLetters >= 0.4 * line.replace(/[^a-z]/gi, '').length;
};

/**
 * The table's merchant named by a line under the header (the header a logo the OCR could not read):
 * the first line, from `from` on, that is mostly a listed name at its start.
 */
export const findMerchantBelow = (
  lines: readonly string[],
  from: number,
  to: number,
  doubted: (line: number) => boolean = () => false,
): MerchantInHeader | null => {
  for (let i = from; i < Math.min(lines.length, to); i += 1) {
    const line = lines[i] ?? '';
    // The line's own shape first: the table is looked up only on the few lines that could name the store.
    if (!mayNameTheStore(line) || doubted(i)) continue;
    const hit = matchMerchant(line);
    if (!hit || isProcessor(hit.merchant) || hit.errors > 0) continue;
    if (hit.name.replace(/[^a-z0-9]/gi, '').length < 4 || LEGAL_FORM.test(line)) continue;
    if (namesTheStore(line, hit)) return { hit, lines: [i] };
  }
  return null;
};
