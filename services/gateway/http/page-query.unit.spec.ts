import { ValidationError } from '../../../common/errors';
import { nextCursor, pageQuery, pageQueryParams } from './page-query';

const STATUSES = ['pending', 'done'] as const;

describe('a listing that pages', () => {
  it('reads the status, the page size and the cursor, with the documented defaults', () => {
    expect(pageQuery({}, STATUSES)).toEqual({ status: null, limit: 100, cursor: null });
    expect(pageQuery({ status: 'done', limit: '5', cursor: 'd_9' }, STATUSES)).toEqual({
      status: 'done',
      limit: 5,
      cursor: 'd_9',
    });
  });

  it('refuses what the document does not allow, naming the parameter', () => {
    expect(() => pageQuery({ status: 'lost' }, STATUSES)).toThrow('status must be one of pending, done');
    for (const limit of ['0', '1001', '2.5', 'ten'])
      expect(() => pageQuery({ limit }, STATUSES)).toThrow(
        new ValidationError('limit must be an integer between 1 and 1000'),
      );
    expect(() => pageQuery({ cursor: ['a', 'b'] }, STATUSES)).toThrow('cursor must be given once');
  });

  it('documents the statuses and the limits it checks', () => {
    const [status, limit] = pageQueryParams('things', STATUSES);
    expect(status!.schema).toEqual({ type: 'string', enum: ['pending', 'done'] });
    expect(limit!.schema).toEqual({ type: 'integer', minimum: 1, maximum: 1000, default: 100 });
  });

  it('gives a next cursor only after a full page', () => {
    expect(nextCursor([{ id: 'a' }, { id: 'b' }], 2, (item) => item.id)).toBe('b');
    expect(nextCursor([{ id: 'a' }], 2, (item) => item.id)).toBeNull();
  });
});
