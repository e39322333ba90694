import { RefreshingValue } from './refreshing-value';

describe('RefreshingValue', () => {
  const setup = () => {
    let clock = 0;
    let loads = 0;
    let next: Promise<number> | null = null;
    const value = new RefreshingValue(
      () => {
        loads += 1;
        return next ?? Promise.resolve(loads * 10);
      },
      { refreshAfterMs: 1_000, expireAfterMs: 10_000, now: () => clock },
    );
    return {
      value,
      tick: (ms: number) => (clock += ms),
      loads: () => loads,
      setNext: (promise: Promise<number> | null) => {
        next = promise;
      },
    };
  };

  it('loads once, then answers from memory until the value is old', async () => {
    const { value, tick, loads } = setup();
    expect(await value.get()).toBe(10);
    tick(500);
    expect(await value.get()).toBe(10);
    expect(loads()).toBe(1);
  });

  it('answers with the old value at once while one refresh runs behind', async () => {
    const { value, tick, loads, setNext } = setup();
    await value.get();
    tick(2_000);
    let release: (n: number) => void = () => undefined;
    setNext(new Promise<number>((resolve) => (release = resolve)));
    expect(await Promise.all([value.get(), value.get()])).toEqual([10, 10]);
    expect(loads()).toBe(2);
    release(99);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await value.get()).toBe(99);
  });

  it('waits for a fresh value, and reports its failure, once the old one has expired', async () => {
    const { value, tick, setNext } = setup();
    await value.get();
    tick(20_000);
    setNext(Promise.reject(new Error('database down')));
    await expect(value.get()).rejects.toThrow('database down');
    setNext(null);
    expect(await value.get()).toBe(30);
  });
});

describe('RefreshingValue with a slow source', () => {
  it('asks a source that took long less often', async () => {
    let clock = 0;
    let loads = 0;
    const value = new RefreshingValue(
      async () => {
        loads += 1;
        clock += 500; // each load takes half a second
        return loads;
      },
      { refreshAfterMs: 1_000, expireAfterMs: 60_000, now: () => clock },
    );
    await value.get();
    clock += 2_000;
    await value.get();
    expect(loads).toBe(1); // 2 s is under ten times the 500 ms the load took
    clock += 4_000;
    await value.get();
    expect(loads).toBe(2);
  });
});
