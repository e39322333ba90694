import http, { type IncomingMessage, type Server } from 'node:http';
import { listenLocally, closeNow } from './local-server';

/** One scripted reply of the fake server, used once, in order. */
export type FakeReply =
  | Readonly<{ kind: 'answer'; content: string; refusal?: string }>
  | Readonly<{ kind: 'status'; status: number; message?: string }>
  | Readonly<{ kind: 'hang'; ms: number }>
  | Readonly<{ kind: 'garbage'; body: string }>;

export type RecordedRequest = Readonly<{
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}>;

export type FakeOpenAiServer = Readonly<{
  /** Base URL as the SDK wants it (…/v1). */
  baseUrl: string;
  /** Replies to give, in order; once used up, every request gets `fallback`. */
  script: (...replies: FakeReply[]) => void;
  fallback: (reply: FakeReply) => void;
  requests: RecordedRequest[];
  /** Before each test: no requests recorded, no replies scripted, and every request answered 500 until a test scripts one. */
  reset: () => void;
  close: () => Promise<void>;
}>;

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });

const completion = (model: string, content: string, refusal: string | null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_800_000_000,
  model,
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      logprobs: null,
      message: { role: 'assistant', content: refusal ? null : content, refusal },
    },
  ],
  usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
});

/**
 * A local server speaking the OpenAI chat-completions wire format (POST /v1/chat/completions), with
 * scripted failures: HTTP errors in OpenAI's error shape (with `retry-after-ms` so the SDK's backoff
 * stays short), replies that never come in time, and bodies that are not JSON.
 */
export const startFakeOpenAiServer = async (): Promise<FakeOpenAiServer> => {
  const queue: FakeReply[] = [];
  const unscripted: FakeReply = { kind: 'status', status: 500, message: 'no reply scripted' };
  let fallback: FakeReply = unscripted;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server: Server = http.createServer((req, res) => void answer(req, res));
  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'unknown route', type: 'invalid_request_error' } }));
      return;
    }
    const reply = queue.shift() ?? fallback;
    switch (reply.kind) {
      case 'answer':
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(completion(String(body['model']), reply.content, reply.refusal ?? null)));
        return;
      case 'status':
        res
          .writeHead(reply.status, {
            'content-type': 'application/json',
            'retry-after-ms': '5',
            'x-should-retry': reply.status >= 500 || reply.status === 429 ? 'true' : 'false',
          })
          .end(
            JSON.stringify({
              error: { message: reply.message ?? `status ${reply.status}`, type: 'server_error', code: null },
            }),
          );
        return;
      case 'hang': {
        hanging.add(res);
        const timer = setTimeout(() => {
          hanging.delete(res);
          if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        }, reply.ms);
        res.on('close', () => {
          clearTimeout(timer);
        });
        return;
      }
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end(reply.body);
        return;
    }
  }
  const port = await listenLocally(server);
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...replies) => queue.push(...replies),
    fallback: (reply) => {
      fallback = reply;
    },
    requests,
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      fallback = unscripted;
    },
    close: () => closeNow(server, hanging),
  };
};
