import { OperationStats, percentile } from './latency';

describe('soak latency figures', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99)]).toEqual([50, 95, 99]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('counts answers by status and calls errors what the operation does not expect', () => {
    const stats = new OperationStats();
    stats.record('POST extract', 202, 10);
    stats.record('POST extract', 202, 30);
    stats.record('POST extract', 503, 5_000);
    stats.record('GET job', 0, 2);
    const [extract, poll] = stats.summary({ 'POST extract': [202] });
    expect(extract).toMatchObject({
      operation: 'POST extract',
      count: 3,
      byStatus: { 202: 2, 503: 1 },
      errors: { 503: 1 },
      p50: 30,
      max: 5_000,
    });
    expect(poll).toMatchObject({ operation: 'GET job', errors: { 0: 1 } });
  });
});
