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
