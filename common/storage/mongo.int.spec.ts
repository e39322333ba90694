import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { testConfig } from '../../test/support/test-environment';
import { connectMongo, type MongoHandle } from './mongo';

/**
 * A TCP relay in front of the database that can stop reading what the client sends, then close its side
 * of the connection: what a client sees when the server dies while a large command is still leaving it.
 */
type Relay = Readonly<{
  url: string;
  holdClientWrites: () => void;
  closeClientsGently: () => void;
  close: () => Promise<void>;
}>;

const startRelay = async (target: URL): Promise<Relay> => {
  const clients = new Set<Socket>();
  const server: Server = createServer((client) => {
    clients.add(client);
    const upstream = connect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      clients.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    holdClientWrites: () => {
      for (const client of clients) {
        client.unpipe();
        client.pause();
      }
    },
    // A FIN, and what the client had still to send read and thrown away: its write ends without an error.
    closeClientsGently: () => {
      for (const client of clients) {
        client.end();
        client.resume();
      }
    },
    close: async () => {
      for (const client of clients) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

describe('connectMongo', () => {
  const config = testConfig();
  let relay: Relay;
  let mongo: MongoHandle | undefined;

  beforeAll(async () => {
    relay = await startRelay(new URL(config.mongo.url));
  });
  afterAll(async () => {
    const cleanUp = async () => {
      await mongo?.db.dropDatabase();
      await mongo?.close();
    };
    // A write left waiting, what this spec guards against, would hold the client for ever.
    await Promise.race([cleanUp(), sleep(5_000)]);
    await relay.close();
  });

  it('a write whose connection closes while the command is still being sent is sent again, not left waiting for ever', async () => {
    mongo = connectMongo(relay.url, config.mongo.database, 1);
    const collection = mongo.db.collection<{ _id: string; blob: string }>('closed_mid_write');
    await collection.deleteMany({});

    relay.holdClientWrites();
    // Far more than the sockets' buffers hold: the driver waits for them to drain before it reads the answer.
    const blob = 'x'.repeat(12 * 1024 * 1024);
    const settled = collection.insertOne({ _id: 'large', blob }).then(
      () => 'written',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    await sleep(300);
    relay.closeClientsGently();

    const outcome = await Promise.race([settled, sleep(10_000, 'still waiting')]);
    // The driver's retryable write: the cut-off command goes again on a new connection, once.
    expect(outcome).toBe('written');
    expect(await collection.countDocuments({ _id: 'large' })).toBe(1);
  }, 30_000);
});
