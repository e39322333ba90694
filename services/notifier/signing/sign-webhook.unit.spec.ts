import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret } from '../../../domain/tenants';
import { signWebhook } from './sign-webhook';

describe('signWebhook (Standard Webhooks)', () => {
  const body = JSON.stringify({
    type: 'job.completed',
    timestamp: '2026-11-21T10:00:00.000Z',
    data: { jobId: 'job_1' },
  });
  const timestampSeconds = Math.floor(Date.now() / 1000);

  it('is accepted by the reference standardwebhooks library', () => {
    const secret = generateWebhookSecret();
    const headers = signWebhook({ id: 'msg_1', timestampSeconds, body, secrets: [secret] });
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });

  it('sends one signature per active secret, each verifiable on its own', () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = signWebhook({ id: 'msg_2', timestampSeconds, body, secrets: [current, previous] });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(current).verify(body, { ...headers })).not.toThrow();
    expect(() => new Webhook(previous).verify(body, { ...headers })).not.toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, { ...headers })).toThrow();
  });

  it('a changed body no longer verifies', () => {
    const secret = generateWebhookSecret();
    const headers = signWebhook({ id: 'msg_3', timestampSeconds, body, secrets: [secret] });
    expect(() => new Webhook(secret).verify(body.replace('job_1', 'job_2'), { ...headers })).toThrow();
  });
});
