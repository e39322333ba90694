import { readPlaces } from './places';

// Where the item was shipped: the places named right after "shipped to", "delivered to", "shipping address".
const SHIPPED =
  / (?:ship|shipped|shipping|ships|deliver|delivered|delivery|sent|mailed)(?: address)? (?:to|at|address) /g;

// `text` comes from normalizeText.
export function readShipToStates(text: string): string[] {
  const states = new Set<string>();
  for (const match of text.matchAll(SHIPPED)) {
    const clause = ` ${text.slice(match.index + match[0].length, match.index + match[0].length + 60)} `;
    for (const state of readPlaces(clause).usStates) states.add(state);
  }
  return [...states];
}
