import { createHmac } from 'node:crypto';

export type WebhookHeaders = Readonly<{
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}>;

const SECRET_PREFIX = 'whsec_';

/**
 * Standard Webhooks signing: HMAC-SHA256 of `<id>.<timestamp>.<body>` with the base64-decoded secret,
 * sent as `v1,<base64>`; one space-separated signature per active secret (rotation without a gap).
 */
export const signWebhook = (
  input: Readonly<{ id: string; timestampSeconds: number; body: string; secrets: readonly string[] }>,
): WebhookHeaders => {
  const content = `${input.id}.${input.timestampSeconds}.${input.body}`;
  const signatures = input.secrets.map((secret) => {
    const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
    return `v1,${createHmac('sha256', key).update(content, 'utf8').digest('base64')}`;
  });
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
};
