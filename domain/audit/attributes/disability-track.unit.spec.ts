import { normalizeText } from '../text/normalize';
import { readUniversalStudent } from './disability-track';

describe('readUniversalStudent', () => {
  it('reads a universal ESA student or an evaluation to qualify', () => {
    expect(readUniversalStudent(normalizeText("he doesn't have an IEP, we're on the universal ESA"))).toBe(true);
    expect(readUniversalStudent(normalizeText('want an evaluation so she can qualify for the disability amount'))).toBe(
      true,
    );
  });

  it('reads a documented disability as not universal', () => {
    expect(readUniversalStudent(normalizeText('speech goals from his IEP'))).toBe(false);
  });
});
