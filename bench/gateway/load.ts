import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

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
 */
const run = async (spec: LoadSpec): Promise<LoadResult> => {
  const url = new URL(spec.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const headers = {
    authorization: `Bearer ${spec.apiKey}`,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(spec.body),
  };
  let latencies: number[] = [];
  let statuses: Record<number, number> = {};
  const post = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 202) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      request.on('error', () => {
        statuses[0] = (statuses[0] ?? 0) + 1;
        resolve();
      });
      request.end(spec.body);
    });
  const turnMs = spec.rate === null ? 0 : (spec.connections * 1000) / spec.rate;
  const loop = async (until: number) => {
    let next = Date.now() + Math.random() * turnMs;
    while (Date.now() < until) {
      const wait = next - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = Math.max(next + turnMs, Date.now());
      await post();
    }
  };
  const warmUntil = Date.now() + spec.warmupMs;
  await Promise.all(Array.from({ length: spec.connections }, () => loop(warmUntil)));
  latencies = [];
  statuses = {};
  parentPort?.postMessage({ measuring: true }); // the benchmark's CPU accounting starts here, after the warm-up
  const started = Date.now();
  await Promise.all(Array.from({ length: spec.connections }, () => loop(started + spec.seconds * 1000)));
  agent.destroy();
  return { latenciesMs: latencies, statuses, elapsedSeconds: (Date.now() - started) / 1000 };
};

if (parentPort !== null)
  void run(workerData as LoadSpec).then((result) => {
    parentPort!.postMessage(result);
  });
