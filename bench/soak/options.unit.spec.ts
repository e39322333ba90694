import { parseSoakOptions } from './options';

describe('soak options', () => {
  it('has defaults for a ten-minute run and reads each flag', () => {
    expect(parseSoakOptions([])).toEqual({
      minutes: 10,
      rate: 4,
      batchSize: 5,
      drainMinutes: 5,
      json: false,
      keep: false,
    });
    expect(
      parseSoakOptions(['--minutes', '0.5', '--rate', '2', '--batch-size', '20', '--json', '--keep']),
    ).toMatchObject({ minutes: 0.5, rate: 2, batchSize: 20, json: true, keep: true });
  });

  it('refuses a value that is not a number', () => {
    expect(() => parseSoakOptions(['--rate', 'fast'])).toThrow(/--rate needs a number/);
    expect(() => parseSoakOptions(['--minutes', '0'])).toThrow(/--minutes needs a number of at least 0.1/);
  });
});
