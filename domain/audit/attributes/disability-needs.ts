import { normalizeText } from '../text/normalize';
import data from './disability-needs.json';
import { PhraseIndex } from './phrase-index';

type Need = keyof typeof data.needs;

const NEEDS = new PhraseIndex(
  (Object.entries(data.needs) as [Need, string[]][]).flatMap(([need, names]) =>
    names.map((name) => [normalizeText(name).trim(), need] as const),
  ),
);
const ITEMS = new PhraseIndex(
  (Object.entries(data.items) as [string, Need[]][]).map(
    ([item, needs]) => [normalizeText(item).trim(), needs] as const,
  ),
);

// The needs an item is known to serve ("weighted blanket" → autism, sensory, attention, emotional);
// empty when the item is not one of them. `text` comes from normalizeText.
export function needsServedBy(text: string): Set<Need> {
  return new Set(ITEMS.matches(text).flatMap((match) => match.value));
}

// The disabilities the student's documents or the claimant state ("IEP for a speech-language impairment").
export function statedNeeds(text: string): Set<Need> {
  return NEEDS.values(text);
}
