import { normalizeText } from '../text/normalize';
import { readSubscriptionTerms } from './subscription';

const read = (text: string) => readSubscriptionTerms(normalizeText(text));

describe('readSubscriptionTerms', () => {
  it('reads the term of a subscription', () => {
    expect(read('IXL monthly membership').term).toBe('monthly');
    expect(read('Spotify 12-month plan').term).toBe('annual');
    expect(read('Rosetta Stone lifetime access').term).toBe('lifetime');
  });

  it('reads family and multi-user plans, however worded', () => {
    expect(read('Spotify Premium Family').multiUser).toBe(true);
    expect(read('Family Zoo Membership (2 adults + 3 kids) - 1 yr').multiUser).toBe(true);
    expect(read('Disney+ annual plan').multiUser).toBe(false);
  });
});
