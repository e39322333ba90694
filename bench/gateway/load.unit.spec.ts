import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLoad, type LoadSpec } from './load';

/** A local server that answers the requests in turn with the given statuses, or drops the connection for 0. */
const serving = async (answers: readonly number[]) => {
  let served = 0;
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(`${request.headers.authorization} ${body}`);
      const status = answers[served++ % answers.length]!;
      if (status === 0) request.socket.destroy();
      else response.writeHead(status, { 'content-type': 'application/json' }).end('{"jobId":"job_1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/receipts/extract`, bodies, close: () => server.close() };
};

const spec = (url: string, overrides: Partial<LoadSpec> = {}): LoadSpec => ({
  url,
  apiKey: 'key_1',
  body: '{"fileUrl":"https://files.example/r.pdf"}',
  connections: 2,
  warmupMs: 0,
  seconds: 0.3,
  rate: null,
  ...overrides,
});

describe('the gateway benchmark load generator', () => {
  it('counts every answer by status and times the accepted ones only', async () => {
    const server = await serving([202, 429, 202, 0]);
    try {
      const result = await runLoad(spec(server.url));
      const sent = Object.values(result.statuses).reduce((sum, count) => sum + count, 0);
      expect(sent).toBeGreaterThan(8);
      expect(Object.keys(result.statuses).sort()).toEqual(['0', '202', '429']);
      expect(result.latenciesMs).toHaveLength(result.statuses[202]!);
      expect(result.latenciesMs.every((ms) => ms > 0)).toBe(true);
      expect(server.bodies[0]).toBe('Bearer key_1 {"fileUrl":"https://files.example/r.pdf"}');
    } finally {
      server.close();
    }
  });

  it('leaves the warm-up out of the figures', async () => {
    const server = await serving([202]);
    try {
      let measuringAt = -1;
      const result = await runLoad(spec(server.url, { warmupMs: 200, seconds: 0.2 }), () => {
        measuringAt = server.bodies.length;
      });
      expect(measuringAt).toBeGreaterThan(0);
      expect(result.statuses[202]).toBe(server.bodies.length - measuringAt);
    } finally {
      server.close();
    }
  });

  it('keeps to a rate when given one', async () => {
    const server = await serving([202]);
    try {
      const result = await runLoad(spec(server.url, { connections: 4, seconds: 0.5, rate: 20 }));
      // 20 a second for half a second: each connection's first turn is drawn within its 200 ms, so each
      // takes 2 or 3 turns before the end, 8 to 12 in all, never more.
      expect(result.statuses[202]).toBeGreaterThanOrEqual(6); // a turn may slip on a busy machine
      expect(result.statuses[202]).toBeLessThanOrEqual(12);
    } finally {
      server.close();
    }
  });
});
