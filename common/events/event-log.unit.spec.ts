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
});
