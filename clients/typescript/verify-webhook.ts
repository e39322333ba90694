import { Webhook } from 'standardwebhooks';

export type WebhookEvent = Readonly<{ type: string; timestamp: string; data: Record<string, unknown> }>;

type Headers = Readonly<Record<string, string | string[] | undefined>> | globalThis.Headers;

const headerValue = (headers: Headers, name: string): string => {
  const value = headers instanceof globalThis.Headers ? headers.get(name) : headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * Checks a webhook's Standard Webhooks signature (`webhook-id`, `webhook-timestamp`, `webhook-signature`)
 * against the tenant's secrets (`whsec_…`; during a rotation, both the new and the old one) and answers
 * the parsed event. Throws when no secret signed it or the timestamp is more than 5 minutes off.
 * `body` must be the raw request body, exactly as received.
 */
export const verifyWebhook = (secrets: string | readonly string[], body: string, headers: Headers): WebhookEvent => {
  const signed = {
    'webhook-id': headerValue(headers, 'webhook-id'),
    'webhook-timestamp': headerValue(headers, 'webhook-timestamp'),
    'webhook-signature': headerValue(headers, 'webhook-signature'),
  };
  let failure: unknown = new Error('no webhook secret given');
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    try {
      return new Webhook(secret).verify(body, signed) as WebhookEvent;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
};
