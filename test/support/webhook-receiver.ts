import http, { type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { listenLocally, closeNow } from './local-server';

export type ReceivedWebhook = Readonly<{
  path: string;
  id: string;
  type: string;
  data: any;
  /** Whether the npm `standardwebhooks` package accepted the signature with the secret given. */
  verified: boolean;
  signatures: number;
  at: number;
}>;

/** What the receiver answers on a path: an HTTP status, or 'hang' (never answers). */
export type Answer = number | 'hang';

/**
 * A local webhook receiver for end-to-end tests: verifies every request with the reference Standard
 * Webhooks library and records it. `answer(path, nth)` decides the reply (nth: 1 for the first request to that path).
 */
export const startWebhookReceiver = async (
  secret: (path: string) => string | readonly string[],
  answer: (path: string, nth: number) => Answer = () => 204,
) => {
  const received: ReceivedWebhook[] = [];
  const counts = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const server: Server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      const path = req.url ?? '/';
      const secrets = [secret(path)].flat();
      const verified =
        secrets.length > 0 &&
        secrets.every((key) => {
          try {
            new Webhook(key).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
      const nth = (counts.get(path) ?? 0) + 1;
      counts.set(path, nth);
      const parsed = JSON.parse(body) as { type: string; data: unknown };
      received.push({
        path,
        id: headers['webhook-id'],
        type: parsed.type,
        data: parsed.data,
        verified,
        signatures: headers['webhook-signature'].split(' ').length,
        at: Date.now(),
      });
      const reply = answer(path, nth);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply).end();
    });
  });
  const port = await listenLocally(server);
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path: string) => received.filter((hook) => hook.path === path),
    close: () => closeNow(server, hanging),
  };
};

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
