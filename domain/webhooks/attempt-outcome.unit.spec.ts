import { afterAttempt, judgeResponse } from './attempt-outcome';
import { activeWebhookSecrets } from './active-secrets';
import { deliveryIdFor } from './delivery-id';
import { newDelivery } from './new-delivery';

const now = new Date('2026-11-21T10:00:00Z');
const delivery = newDelivery({
  tenantId: 't',
  url: 'https://example.com/hook',
  type: 'job.completed',
  eventId: 'job_1:3',
  jobId: 'job_1',
  batchId: null,
  data: { a: 1 },
  now,
});
const policy = { scheduleMs: [5_000, 300_000], jitterRatio: 0.1 };
const attempt = (statusCode: number | null, error: string | null = null) => ({
  at: now.toISOString(),
  statusCode,
  latencyMs: 12,
  error,
});

describe('webhook delivery rules', () => {
  it('judges answers: 2xx delivered, 410 gone, everything else retried', () => {
    expect([200, 204, 299].map(judgeResponse)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(judgeResponse(410)).toBe('gone');
    expect([null, 301, 400, 429, 500].map(judgeResponse)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
  });

  it('schedules retries on the configured delays with jitter, then fails and keeps the log', () => {
    const first = afterAttempt(delivery, attempt(500), 'retry', policy, () => 1);
    expect(first).toMatchObject({
      status: 'pending',
      nextAttemptAt: new Date(now.getTime() + 5_500).toISOString(),
      lastError: 'HTTP 500',
    });
    const second = afterAttempt(first, attempt(null, 'no answer within 10000 ms'), 'retry', policy, () => 0);
    expect(second.nextAttemptAt).toBe(new Date(now.getTime() + 270_000).toISOString());
    const third = afterAttempt(second, attempt(503), 'retry', policy, () => 0.5);
    expect(third).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(third.attempts.map((entry) => [entry.attempt, entry.statusCode])).toEqual([
      [1, 500],
      [2, null],
      [3, 503],
    ]);
  });

  it('stops at once on 410 and on permanent failures', () => {
    expect(afterAttempt(delivery, attempt(410), 'gone', policy, () => 0)).toMatchObject({
      status: 'failed',
      attempts: [{ statusCode: 410 }],
    });
    expect(afterAttempt(delivery, attempt(null, 'private address'), 'permanent', policy, () => 0).status).toBe(
      'failed',
    );
    expect(afterAttempt(delivery, attempt(204), 'delivered', policy, () => 0)).toMatchObject({
      status: 'delivered',
      deliveredAt: now.toISOString(),
    });
  });

  it('keeps one id per (event, URL), the same on every retry', () => {
    expect(delivery.deliveryId).toBe(deliveryIdFor('job_1:3', 'https://example.com/hook'));
    expect(deliveryIdFor('job_1:3', 'https://example.com/other')).not.toBe(delivery.deliveryId);
    expect(delivery.deliveryId).toMatch(/^msg_[0-9a-f]{32}$/);
  });

  it("signs with the previous secret too during a rotation's overlap", () => {
    const tenant = { webhookSecrets: ['whsec_new', 'whsec_old'], webhookSecretsOverlapUntil: '2026-11-22T10:00:00Z' };
    expect(activeWebhookSecrets(tenant, now)).toEqual(['whsec_new', 'whsec_old']);
    expect(activeWebhookSecrets(tenant, new Date('2026-11-23T00:00:00Z'))).toEqual(['whsec_new']);
    expect(activeWebhookSecrets({ webhookSecrets: ['whsec_only'] }, now)).toEqual(['whsec_only']);
  });
});
