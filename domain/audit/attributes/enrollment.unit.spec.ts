import { normalizeText } from '../text/normalize';
import { readFullTime } from './enrollment';

describe('readFullTime', () => {
  it('reads full-time enrollment however it is written', () => {
    expect(readFullTime(normalizeText('September tuition - full-time 5 day program'))).toBe(true);
    expect(readFullTime(normalizeText('attends Mon-Fri'))).toBe(true);
  });

  it('reads part-time and hybrid programs as not full-time', () => {
    expect(readFullTime(normalizeText('Hybrid school, 2 days a week'))).toBe(false);
  });
});
