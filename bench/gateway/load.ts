import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'undici';

export type LoadSpec = Readonly<{
  url: string;
  apiKey: string;
  body: string;
  connections: number;
  warmupMs: number;
  seconds: number;
  /** Requests a second over all connections, or null for as many as the gateway answers. */
  rate: number | null;
}>;
export type LoadResult = Readonly<{ latenciesMs: number[]; statuses: Record<number, number>; elapsedSeconds: number }>;

/**
 * The load generator, run in a worker thread so that sending requests and reading answers does not
 * take event-loop time from the gateway it measures. Each connection sends its next request when the
 * previous answer is in (a closed loop). With a rate, each connection also waits for its next turn, so that
 * two builds compared on a busy machine do the same work a second (the same batches, so the same CPU a
 * request) however fast each answers.
 *
 * One undici client per connection: on the benchmark's two cores the generator's CPU is taken from the
 * gateway, and undici's parser costs a fraction of `http.request`'s (docs/scaling-log.md).
 * `onMeasuring` is called when the warm-up ends and the measured seconds start.
 */
export const runLoad = async (spec: LoadSpec, onMeasuring: () => void = () => undefined): Promise<LoadResult> => {
  const url = new URL(spec.url);
  const headers = { authorization: `Bearer ${spec.apiKey}`, 'content-type': 'application/json' };
  const clients = Array.from({ length: spec.connections }, () => new Client(url.origin, { pipelining: 1 }));
  let latencies: number[] = [];
  let statuses: Record<number, number> = {};
  const post = async (client: Client) => {
    const started = process.hrtime.bigint();
    let status = 0; // no answer: the connection failed
    try {
      const { statusCode, body } = await client.request({
        path: url.pathname,
        method: 'POST',
        headers,
        body: spec.body,
      });
      await body.dump();
      status = statusCode;
    } catch {
      // counted under 0 below
    }
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 202) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  const turnMs = spec.rate === null ? 0 : (spec.connections * 1000) / spec.rate;
  const loop = async (client: Client, until: number) => {
    let next = Date.now() + Math.random() * turnMs;
    // A turn that falls past the end is not taken: at a rate, the requests sent are the rate times the seconds.
    while (Math.max(next, Date.now()) < until) {
      const wait = next - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = Math.max(next + turnMs, Date.now());
      await post(client);
    }
  };
  try {
    const warmUntil = Date.now() + spec.warmupMs;
    await Promise.all(clients.map((client) => loop(client, warmUntil)));
    latencies = [];
    statuses = {};
    onMeasuring();
    const started = Date.now();
    await Promise.all(clients.map((client) => loop(client, started + spec.seconds * 1000)));
    return { latenciesMs: latencies, statuses, elapsedSeconds: (Date.now() - started) / 1000 };
  } finally {
    await Promise.all(clients.map((client) => client.destroy()));
  }
};

if (parentPort !== null)
  void runLoad(workerData as LoadSpec, () => parentPort!.postMessage({ measuring: true })).then((result) => {
    parentPort!.postMessage(result);
  });
