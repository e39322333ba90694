import { phraseIndex } from './phrase-index';

export interface SubscriptionTerms {
  term: 'monthly' | 'annual' | 'lifetime' | null;
  // A family, household or multi-user plan (to be prorated to the student's share).
  multiUser: boolean;
}

const PHRASES = phraseIndex({
  monthly: ['monthly', 'per month', 'a month', 'month to month', 'mo', '1 month', 'one month'],
  annual: [
    'annual',
    'annually',
    'yearly',
    'per year',
    'a year',
    '12 months',
    '12 month',
    '1 year',
    'one year',
    '1 yr',
    'yr',
  ],
  lifetime: ['lifetime', 'lifetime access', 'one time purchase'],
  multiUser: [
    'family plan',
    'family subscription',
    'family membership',
    'family pass',
    'family account',
    'household',
    'multi user',
    'multiple users',
    'up to 4 users',
    'up to 5 users',
    'up to 6 users',
    'whole family',
    'family of',
    'family pack',
    'duo plan',
    'premium family',
    'family edition',
  ],
});

// `text` comes from normalizeText.
// "Family Zoo Membership", "family 4-pack tickets", "2 adults + 3 kids".
const FAMILY_PRODUCT =
  / family (?:[a-z0-9]+ ){0,2}(?:membership|pass|plan|subscription|package|ticket|tickets|admission|bundle) | \d+ adults? /;

export function readSubscriptionTerms(text: string): SubscriptionTerms {
  const named = PHRASES.values(text);
  if (FAMILY_PRODUCT.test(text)) named.add('multiUser');
  const term = named.has('lifetime')
    ? 'lifetime'
    : named.has('monthly')
      ? 'monthly'
      : named.has('annual')
        ? 'annual'
        : null;
  return { term, multiUser: named.has('multiUser') };
}
