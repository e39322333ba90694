import { timeCalls } from './timed-calls';

describe('timeCalls', () => {
  it('records how long each call took and still answers what the method answered', async () => {
    let clock = 0;
    const store = {
      calls: 0,
      async add(value: number): Promise<number> {
        this.calls += 1;
        clock += 7;
        return value * 2;
      },
    };
    const timings = timeCalls(store, 'add', () => clock);
    await expect(store.add(1)).resolves.toBe(2);
    await expect(store.add(5)).resolves.toBe(10);
    expect(store.calls).toBe(2);
    expect(timings.durationsMs).toEqual([7, 7]);
  });

  it('times a call that fails and passes its error on', async () => {
    let clock = 0;
    const refused = new Error('the log refused the event');
    const log = {
      async append(): Promise<void> {
        clock += 3;
        throw refused;
      },
    };
    const timings = timeCalls(log, 'append', () => clock);
    await expect(log.append()).rejects.toBe(refused);
    expect(timings.durationsMs).toEqual([3]);
  });
});
