import { WriteContentionError } from '../errors';
import { untilSaved } from './compare-and-set';

describe('untilSaved (the one compare-and-set loop)', () => {
  it('starts a round again after a conflict, and answers what the round that saved answered', async () => {
    const rounds: number[] = [];
    const answer = await untilSaved(
      async (conflicts) => {
        rounds.push(conflicts);
        return conflicts < 2 ? 'conflict' : { done: 'applied' };
      },
      5,
      () => 'unused',
    );
    expect(answer).toBe('applied');
    expect(rounds).toEqual([0, 1, 2]);
  });

  it('calls lasting contention a retriable error naming what it was doing', async () => {
    const attempt = untilSaved(
      async () => 'conflict' as const,
      3,
      () => 'Job j1: too many concurrent updates',
    );
    await expect(attempt).rejects.toBeInstanceOf(WriteContentionError);
    await expect(attempt).rejects.toMatchObject({ retriable: true, message: 'Job j1: too many concurrent updates' });
  });
});
