import { distanceWithin } from './merchants/approximate';
import { foldName } from './merchants/fold';

// Words that make a name a name: never dropped as a place.
const KEEP =
  /^(?:inc|llc|ltd|co|corp|company|restaurant|cafe|grill|bar|market|foods?|house|kitchen|shop|store|center|centre|bistro|deli|diner|pizza|sushi|bakery|tavern|pub)$/i;

/**
 * A branch's place printed after the name ("Luna Grill oxnard", "One World Market -Indiana",
 * "Lady M West Third"): a last word or two that the address rows under
 * it repeat is the branch, not the name. The name keeps at least two words.
 */
export const dropPlaceName = (name: string, below: readonly string[]): string => {
  const words = name.split(/\s+/).filter((w) => w !== '');
  // Web and e-mail addresses spell the name, not the place ("pegasusonthefly.com").
  const address = foldName(below.filter((l) => !/www\.|\.com\b|@|https?:/i.test(l)).join(' '));
  // The whole name printed again ("@ ONE MILL STREET") says the last words belong to it.
  if (words.length < 3 || address.length === 0 || address.includes(foldName(name))) return name;
  const repeated = (part: readonly string[]): boolean => {
    const key = foldName(part.join(''));
    if (key.length < 4 || part.some((w) => KEEP.test(w.replace(/[^a-z]/gi, '')))) return false;
    return distanceWithin(key, address) <= (key.length >= 6 ? 1 : 0);
  };
  // Only the last words: a name's first word repeated in the address is usually the name itself
  // ("PAGOH REST AND SERVICE AREA" at "… PAGOH …", "AEON CO. (M) BHD" on "AEON TAMAN MALURI").
  for (const take of [2, 1]) {
    if (words.length - take < 2) continue;
    if (repeated(words.slice(-take)))
      return words
        .slice(0, -take)
        .join(' ')
        .replace(/[\s,:;|-]+$/, '');
  }
  return name;
};

// US state codes that are no English word (IN, OR, ME, OK, HI, CO, DE, LA, MA, PA, OH, AL, ID are left out).
const STATE =
  /\s+(?:AK|AZ|AR|CA|CT|DC|FL|GA|IA|IL|KS|KY|MD|MI|MN|MO|MS|MT|NC|ND|NE|NH|NJ|NM|NV|NY|RI|SC|SD|TN|TX|UT|VA|VT|WA|WI|WV|WY)$/;
// "… CHOP HOUSE ON LAMAR": the street a branch stands on, after a name that ends in a trade word.
const ON_STREET =
  /(?<=\b(?:house|grill|grille|cafe|bar|kitchen|tavern|pub|bistro|diner|restaurant|pizza|pizzeria|market|deli|bakery|brewery|steakhouse))\s+on\s+[a-z]+\.?$/i;

/**
 * A branch's state or street after the name ("SUPREME NY", "BOB'S CHOP HOUSE ON LAMAR"): not part of
 * the name the store calls itself.
 */
export const dropBranchSuffix = (name: string): string => {
  const shorter = name.replace(STATE, '').replace(ON_STREET, '');
  return (shorter.match(/[a-z]/gi)?.length ?? 0) >= 3 ? shorter : name;
};
