import { OffsetCommitter, type CommitPosition } from './offset-committer';

describe('OffsetCommitter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("commits each partition's furthest handled position, all in one request per interval", async () => {
    const commits: CommitPosition[][] = [];
    const committer = new OffsetCommitter(
      async (positions) => {
        commits.push([...positions]);
      },
      () => undefined,
      200,
    );
    committer.handled('jobs', 0, '4');
    committer.handled('jobs', 1, '9');
    committer.handled('jobs', 0, '5');
    expect(commits).toEqual([]); // nothing before the interval
    await jest.advanceTimersByTimeAsync(200);
    expect(commits).toEqual([
      [
        { topic: 'jobs', partition: 0, offset: '6' }, // where reading resumes: after the last handled message
        { topic: 'jobs', partition: 1, offset: '10' },
      ],
    ]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(commits).toHaveLength(1); // nothing new handled, nothing sent
  });

  it('commits at once on flush (before a rebalance or a stop), and reports a failed commit instead of throwing', async () => {
    const errors: unknown[] = [];
    const committer = new OffsetCommitter(
      async () => {
        throw new Error('rebalancing');
      },
      (error) => errors.push(error),
    );
    committer.handled('jobs', 2, '0');
    await committer.flush();
    expect(errors).toHaveLength(1);
  });
});

describe('OffsetCommitter, when a commit fails (the broker away)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A committer whose first `failures` commits fail, with no jitter (200, 400, 800 ms between tries). */
  const failingFor = (failures: number) => {
    const sent: CommitPosition[][] = [];
    const errors: unknown[] = [];
    let left = failures;
    const commit = async (positions: readonly CommitPosition[]) => {
      if (left > 0) {
        left -= 1;
        throw new Error('the broker is not available');
      }
      sent.push([...positions]);
    };
    const committer = new OffsetCommitter(
      commit,
      (error) => errors.push(error),
      200,
      () => 0.5,
    );
    return { sent, errors, committer };
  };

  it('sends the failed positions again with backoff until they go through, though nothing more is handled', async () => {
    const { sent, errors, committer } = failingFor(3);
    committer.handled('work', 0, '30');
    await jest.advanceTimersByTimeAsync(200); // first try fails
    await jest.advanceTimersByTimeAsync(200 + 400 + 800); // two retries fail, the third goes through
    expect(errors).toHaveLength(3);
    expect(sent).toEqual([[{ topic: 'work', partition: 0, offset: '31' }]]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1); // committed once, nothing after
  });

  it('lets a position handled after the failure replace the failed one, never move it back', async () => {
    const { sent, committer } = failingFor(1);
    committer.handled('work', 0, '10');
    await jest.advanceTimersByTimeAsync(200); // fails
    committer.handled('work', 0, '12');
    await jest.advanceTimersByTimeAsync(200);
    expect(sent).toEqual([[{ topic: 'work', partition: 0, offset: '13' }]]);
  });

  it('tries once more when closed, and schedules nothing after', async () => {
    const { sent, errors, committer } = failingFor(5);
    committer.handled('work', 1, '3');
    await committer.close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(errors).toHaveLength(1);
    expect(sent).toEqual([]);
  });
});
