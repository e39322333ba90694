import { readPlaces } from './places';

// Where the item was shipped: the places named right after "shipped to", "delivered to", "shipping address".
const SHIPPED =
  / (?:ship|shipped|shipping|ships|deliver|delivered|delivery|sent|mailed)(?: address)? (?:to|at|address) /g;

// In an address a two-letter state code comes before the ZIP code ("Asheville, NC 28801").
const STATE_CODES: Readonly<Record<string, string>> = {
  al: 'alabama',
  ak: 'alaska',
  az: 'arizona',
  ar: 'arkansas',
  ca: 'california',
  co: 'colorado',
  ct: 'connecticut',
  de: 'delaware',
  dc: 'district of columbia',
  fl: 'florida',
  ga: 'georgia',
  hi: 'hawaii',
  id: 'idaho',
  il: 'illinois',
  in: 'indiana',
  ia: 'iowa',
  ks: 'kansas',
  ky: 'kentucky',
  la: 'louisiana',
  me: 'maine',
  md: 'maryland',
  ma: 'massachusetts',
  mi: 'michigan',
  mn: 'minnesota',
  ms: 'mississippi',
  mo: 'missouri',
  mt: 'montana',
  ne: 'nebraska',
  nv: 'nevada',
  nh: 'new hampshire',
  nj: 'new jersey',
  nm: 'new mexico',
  ny: 'new york',
  nc: 'north carolina',
  nd: 'north dakota',
  oh: 'ohio',
  ok: 'oklahoma',
  or: 'oregon',
  pa: 'pennsylvania',
  ri: 'rhode island',
  sc: 'south carolina',
  sd: 'south dakota',
  tn: 'tennessee',
  tx: 'texas',
  ut: 'utah',
  vt: 'vermont',
  va: 'virginia',
  wa: 'washington',
  wv: 'west virginia',
  wi: 'wisconsin',
  wy: 'wyoming',
  pr: 'puerto rico',
};
const CODE_BEFORE_ZIP = / ([a-z]{2}) \d{5}(?: \d{4})? /g;

function statesOfAddress(clause: string): string[] {
  const coded = [...clause.matchAll(CODE_BEFORE_ZIP)].flatMap((m) => STATE_CODES[m[1] as string] ?? []);
  return [...readPlaces(clause).usStates, ...coded];
}

// `text` comes from normalizeText.
export function readShipToStates(text: string): string[] {
  const states = new Set<string>();
  for (const match of text.matchAll(SHIPPED)) {
    const clause = ` ${text.slice(match.index + match[0].length, match.index + match[0].length + 60)} `;
    for (const state of statesOfAddress(clause)) states.add(state);
  }
  return [...states];
}
