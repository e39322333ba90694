import { createServer, type Server } from 'node:http';
import { closeNow, listenLocally } from '../../../test/support/local-server';
import { AvroRegistryCodec } from './avro-registry-codec';
import { EVENT_SCHEMAS } from './event-schemas';

describe('AvroRegistryCodec against a registry that never answers', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // Accepts every request and answers none, as a stalled registry does.
    server = createServer(() => undefined);
    url = `http://127.0.0.1:${await listenLocally(server)}`;
  });

  afterAll(() => closeNow(server, []));

  it('gives up on registering instead of waiting for ever', async () => {
    const codec = new AvroRegistryCodec(url, EVENT_SCHEMAS, 100);
    const started = Date.now();
    await expect(codec.register('jobs', ['JobRequested'])).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
