import { MAX_PUBLISH_BYTES, type OutgoingMessage } from '../messaging';
import { InMemoryMessageBus } from '../messaging/in-memory';
import type { AnyEvent } from './event-codec';
import { EventLog, eventTypesFilter } from './event-log';
import { JsonEventCodec } from './json-event-codec';

const event = (type: string, data: Record<string, unknown>, n: number): AnyEvent => ({
  type,
  data,
  metadata: {
    eventId: `e${n}`,
    occurredAt: '2026-11-25T10:00:00.000Z',
    tenantId: 't1',
    correlationId: 'c1',
    causationId: null,
    schemaVersion: 1,
  },
});

/** A codec that counts what it decodes: a consumer's filter is worth something only if it saves decodes. */
class CountingCodec extends JsonEventCodec {
  decoded = 0;
  override async decode(bytes: Buffer): Promise<AnyEvent> {
    this.decoded += 1;
    return super.decode(bytes);
  }
}

const setUp = async () => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([{ name: 'jobs', partitions: 2 }]);
  const codec = new CountingCodec();
  const log = new EventLog(bus, codec);
  await log.append('jobs', 'b1', [
    event('BatchCreated', { batchId: 'b1' }, 1),
    event('JobRequested', { jobId: 'j1', jobType: 'receipt_extraction', priority: 'standard' }, 2),
    event('JobStarted', { jobId: 'j1' }, 3),
    event('JobCompleted', { jobId: 'j1' }, 4),
  ]);
  return { bus, codec, log };
};

describe('EventLog', () => {
  it('repeats the routing fields of an event as headers', async () => {
    const { bus } = await setUp();
    const request = bus.messages('jobs').find((message) => message.headers['event-type'] === 'JobRequested')!;
    expect(request.headers).toMatchObject({
      'event-id': 'e2',
      'job-id': 'j1',
      'job-type': 'receipt_extraction',
      priority: 'standard',
    });
  });

  it('hands a consumer only the event types it reads and never decodes the others', async () => {
    const { bus, codec, log } = await setUp();
    const seen: string[] = [];
    await log.subscribe({
      groupId: 'g',
      topics: ['jobs'],
      reads: eventTypesFilter(['JobCompleted', 'BatchCreated']),
      handler: async (read) => {
        seen.push(read.type);
      },
    });
    const batches: string[][] = [];
    await log.subscribeBatches({
      groupId: 'h',
      topics: ['jobs'],
      reads: eventTypesFilter(['JobStarted']),
      handler: async (delivered) => {
        batches.push(delivered.map(({ event: read }) => read.type));
      },
    });
    await bus.drain();
    expect(seen).toEqual(['BatchCreated', 'JobCompleted']);
    expect(batches).toEqual([['JobStarted']]);
    expect(codec.decoded).toBe(3);
  });

  it('reads a message that names no event type, so an old log is never passed over', () => {
    const reads = eventTypesFilter(['JobCompleted']);
    const message = { topic: 'jobs', partition: 0, offset: '0', timestamp: 0, key: 'k', value: Buffer.alloc(0) };
    expect(reads({ ...message, headers: {} })).toBe(true);
    expect(reads({ ...message, headers: { 'event-type': 'JobStarted' } })).toBe(false);
  });

  describe('an append larger than one publish may carry', () => {
    // Four events of about 40 % of the limit each: two fit in a publish, three do not.
    const large = (n: number) =>
      event('BatchItemsAdded', { batchId: 'b1', items: 'x'.repeat(MAX_PUBLISH_BYTES * 0.4) }, n);
    /** The in-memory bus, recording each publish, and refusing the one numbered `failing` (from 1). */
    const recording = async (failing = 0) => {
      const bus = new InMemoryMessageBus();
      await bus.ensureTopics([{ name: 'jobs', partitions: 1 }]);
      const publishes: string[][] = [];
      const publish = bus.publish.bind(bus);
      bus.publish = async (topic: string, messages: readonly OutgoingMessage[]) => {
        publishes.push(messages.map((message) => message.headers!['event-id']!));
        if (publishes.length === failing) throw new Error('broker down');
        await publish(topic, messages);
      };
      return { bus, publishes, log: new EventLog(bus, new JsonEventCodec()) };
    };

    it('goes out as consecutive publishes within the limit, in order', async () => {
      const { bus, publishes, log } = await recording();
      await log.append('jobs', 'b1', [1, 2, 3, 4].map(large));
      expect(publishes).toEqual([
        ['e1', 'e2'],
        ['e3', 'e4'],
      ]);
      expect(bus.messages('jobs').map((message) => message.headers['event-id'])).toEqual(['e1', 'e2', 'e3', 'e4']);
    });

    it('stops at the first publish refused: those before it are recorded, none after it is sent', async () => {
      const { bus, publishes, log } = await recording(2);
      await expect(log.append('jobs', 'b1', [1, 2, 3, 4, 5, 6].map(large))).rejects.toThrow('broker down');
      expect(publishes).toEqual([
        ['e1', 'e2'],
        ['e3', 'e4'],
      ]);
      expect(bus.messages('jobs').map((message) => message.headers['event-id'])).toEqual(['e1', 'e2']);
    });

    it('sends events that fit together in one publish', async () => {
      const { publishes, log } = await recording();
      await log.append('jobs', 'b1', [
        event('BatchCreated', { batchId: 'b1' }, 1),
        event('JobStarted', { jobId: 'j1' }, 2),
      ]);
      expect(publishes).toEqual([['e1', 'e2']]);
    });
  });
});
