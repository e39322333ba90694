import { formatReport } from './format-report';

describe('the retention:purge report', () => {
  it('prints one line per tenant, the shared purges, and what failed', () => {
    const text = formatReport({
      at: '2026-11-21T10:00:00.000Z',
      tenants: [
        {
          tenantId: 'acme',
          retentionDays: 30,
          before: '2026-10-22T10:00:00.000Z',
          jobs: 12,
          batches: 1,
          batchItems: 40,
          webhookDeliveries: 3,
        },
      ],
      idempotencyRecords: 5,
      usage: { before: '2025-10-17', records: 7, jobs: 2 },
      failed: [{ scope: 'globex', error: 'connection refused' }],
    });
    expect(text.split('\n')).toEqual([
      'Retention purge at 2026-11-21T10:00:00.000Z',
      '',
      'tenant                    days     jobs  batches    items  webhooks  finished before',
      'acme                        30       12        1       40         3  2026-10-22T10:00:00.000Z',
      '',
      'idempotency records past the replay window: 5',
      'usage before 2025-10-17: 7 records, 2 job entries',
      'FAILED globex: connection refused',
      '',
    ]);
  });
});
