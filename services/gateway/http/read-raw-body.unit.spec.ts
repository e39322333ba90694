import type { Context } from 'koa';
import { readRawBody } from './read-raw-body';

/** A request body as Node gives it: chunks, then the end or the error of a connection closed inside it. */
const contextOf = (chunks: readonly string[], closedAfter: boolean, contentLength = ''): Context => {
  const req = (async function* () {
    for (const chunk of chunks) yield Buffer.from(chunk);
    if (closedAfter) throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  })();
  return {
    state: {},
    req,
    get: (name: string) => (name === 'content-length' ? contentLength : ''),
  } as unknown as Context;
};

describe('readRawBody', () => {
  it('reads the whole body once and keeps it for the route', async () => {
    const ctx = contextOf(['{"a":', '1}'], false);
    expect((await readRawBody(ctx, 100)).toString()).toBe('{"a":1}');
    expect((ctx.state.rawBody as Buffer).toString()).toBe('{"a":1}');
  });

  it('answers 400 for a body cut short by the client, not a 5xx that says a dependency is down', async () => {
    await expect(readRawBody(contextOf(['{"fileUrl":'], true, '40'), 100)).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      httpStatus: 400,
      message: 'The body ended after 11 bytes: the connection closed while it was sent',
    });
  });

  it('answers 413 past the limit, declared or sent', async () => {
    await expect(readRawBody(contextOf([], false, '101'), 100)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expect(readRawBody(contextOf(['x'.repeat(60), 'x'.repeat(60)], false), 100)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
