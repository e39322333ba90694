import { AppError } from '../../../common/errors';
import { usageRange } from './usage-range';

const messageOf = (query: Record<string, string | string[]>): string => {
  try {
    usageRange(query);
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 400) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('the range of GET /v1/usage', () => {
  it('accepts UTC days, both included, up to 366 days', () => {
    expect(usageRange({ from: '2026-11-21', to: '2026-11-21' })).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(usageRange({ from: '2028-01-01', to: '2028-12-31' })).toEqual({ from: '2028-01-01', to: '2028-12-31' });
  });

  it.each([
    [{ to: '2026-11-21' }, /^from is required/],
    [{ from: '2026-11-21' }, /^to is required/],
    [{ from: '21/11/2026', to: '2026-11-21' }, /^from must be a date written YYYY-MM-DD/],
    [{ from: '2026-11-01', to: '2026-02-30' }, /^to must be a date written YYYY-MM-DD/],
    [{ from: ['2026-11-01', '2026-11-02'], to: '2026-11-21' }, /^from must be given once/],
    [{ from: '2026-11-22', to: '2026-11-21' }, /^from must be on or before to/],
    [{ from: '2026-01-01', to: '2027-01-02' }, /^from and to may span at most 366 days/],
  ])('answers 400 naming the field for %j', (query, message) => {
    expect(messageOf(query)).toMatch(message);
  });
});
