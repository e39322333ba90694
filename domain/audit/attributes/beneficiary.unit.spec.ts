import { normalizeText } from '../text/normalize';
import { readForAdultOnly } from './beneficiary';

describe('readForAdultOnly', () => {
  it('reads a membership for a parent', () => {
    expect(readForAdultOnly(normalizeText('PF Black Card membership - Mom (Jennifer Ortiz), monthly'))).toBe(true);
  });

  it('does not read a family or child item as adult-only', () => {
    expect(readForAdultOnly(normalizeText('Family Zoo Membership (2 adults + 3 kids)'))).toBe(false);
    expect(readForAdultOnly(normalizeText('Youth swim team registration'))).toBe(false);
  });
});
