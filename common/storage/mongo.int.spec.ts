import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pollUntil } from '../../test/support/running-system';
import { testConfig } from '../../test/support/test-environment';
import { connectMongo, type MongoHandle } from './mongo';

/**
 * A TCP relay in front of the database that stops passing on a connection's large command part-way, then
 * closes its side of that connection: what a client sees when the server dies while a large command is
 * still leaving it. Only that connection is touched: the driver's monitoring connection stays up, as it
 * would when one connection is lost, so the retry does not race a server that seems gone.
 */
type Relay = Readonly<{
  url: string;
  holdLargeCommands: () => void;
  held: () => number;
  closeHeldGently: () => void;
  close: () => Promise<void>;
}>;

// Hellos and heartbeats are well under this; the spec's command is megabytes.
const LARGE_COMMAND_BYTES = 1024 * 1024;

type Link = { client: Socket; sentSinceHold: number; held: boolean };

const startRelay = async (target: URL): Promise<Relay> => {
  const links = new Set<Link>();
  let holding = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    const link: Link = { client, sentSinceHold: 0, held: false };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      if (link.held) return;
      if (holding) link.sentSinceHold += chunk.length;
      if (link.sentSinceHold > LARGE_COMMAND_BYTES) {
        link.held = true;
        client.pause();
        return;
      }
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => {
          if (!link.held) client.resume();
        });
      }
    });
    upstream.pipe(client);
    const drop = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const heldLinks = () => [...links].filter((link) => link.held);
  return {
    url: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    holdLargeCommands: () => {
      holding = true;
    },
    held: () => heldLinks().length,
    // A FIN, and what the client had still to send read and thrown away: its write ends without an error.
    closeHeldGently: () => {
      holding = false;
      for (const { client } of heldLinks()) {
        client.end();
        client.resume();
      }
    },
    close: async () => {
      for (const { client } of links) client.destroy();
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

    relay.holdLargeCommands();
    // Far more than the sockets' buffers hold: the driver waits for them to drain before it reads the answer.
    const blob = 'x'.repeat(12 * 1024 * 1024);
    const settled = collection.insertOne({ _id: 'large', blob }).then(
      () => 'written',
      (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    );
    // The driver hands the whole command to its socket in one call, then waits for the drain: once the
    // relay holds the command's first megabyte, the driver is in that wait.
    expect(
      await pollUntil(
        () => Promise.resolve(relay.held()),
        (held) => held === 1,
        10_000,
        10,
      ),
    ).toBe(1);
    relay.closeHeldGently();

    const outcome = await Promise.race([settled, sleep(10_000, 'still waiting')]);
    // The driver's retryable write: the cut-off command goes again on a new connection, once.
    expect(outcome).toBe('written');
    expect(await collection.countDocuments({ _id: 'large' })).toBe(1);
  }, 30_000);
});
