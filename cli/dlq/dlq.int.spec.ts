import { randomBytes } from 'node:crypto';
import { Partitioners } from 'kafkajs';
import type { IncomingMessage } from '../../common/messaging';
import { groupIdFor } from '../../common/topics';
import { POLLED_PROJECTIONS_GROUP } from '../../services/projections/start-service';
import { EXTRACTOR_GROUP } from '../../services/extractor/extractor-worker';
import { onlineStoreOrder } from '../../test/fixtures/receipts/handmade-retail';
import { startFileServer, type FileServer } from '../../test/support/file-server';
import { api } from '../../test/support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../../test/support/running-system';
import { testConfig } from '../../test/support/test-environment';
import { runDlq } from './run-dlq';
import { ifStarted } from '../../test/support/if-started';

const PARTITIONS = 3;

/** A key the producer's partitioner (murmur2, as kafkajs and the Java client) puts on the given partition. */
const keyOnPartition = (topic: string, partition: number): string => {
  const partitionOf = Partitioners.DefaultPartitioner();
  const partitionMetadata = Array.from({ length: PARTITIONS }, (_, partitionId) => ({
    partitionId,
    leader: 0,
    partitionErrorCode: 0,
    replicas: [0],
    isr: [0],
  }));
  for (let index = 0; ; index += 1) {
    const key = `poison-${index}`;
    if (partitionOf({ topic, partitionMetadata, message: { key, value: null } }) === partition) return key;
  }
};

/** Random bytes, and bytes in the wire format that name a schema the registry has never seen. */
const poisonFor = (partition: number): Buffer => {
  if (partition === 1) return Buffer.concat([Buffer.from([0, 0x7f, 0xff, 0xff, 0xf0]), randomBytes(40)]);
  const bytes = randomBytes(48);
  bytes[0] = bytes[0]! | 1; // not the wire format's magic byte
  return bytes;
};

type Listed = {
  id: string;
  origin: { topic: string; partition: number; offset: string };
  consumerGroup: string;
  eventId: string | null;
  failure: string;
  error: { code: string };
  replayed: boolean;
  valueBase64: string;
};

describe('dead letters on the real servers', () => {
  let system: TestSystem;
  let files: FileServer;
  const config = testConfig({ CONSUMER_MAX_ATTEMPTS: '2', CONSUMER_BACKOFF_BASE_MS: '20' });
  const projectionGroup = groupIdFor(config.kafka.topicPrefix, POLLED_PROJECTIONS_GROUP);
  const extractorGroup = groupIdFor(config.kafka.topicPrefix, EXTRACTOR_GROUP);

  beforeAll(async () => {
    files = await startFileServer();
    system = await startTestSystem(config, ['gateway', 'projections', 'extractor', 'batch-coordinator']);
  });
  afterAll(async () => {
    await ifStarted(system)?.teardown();
    await ifStarted(files)?.close();
  });

  const dlq = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runDlq(argv, {
      bus: () => system.infra.bus,
      deadLetterTopic: system.infra.topics.deadLetters,
      out: (text) => void out.push(text),
      err: (text) => void err.push(text),
      now: () => new Date(),
    });
    return { code, out: out.join(''), err: err.join('') };
  };
  const list = async (): Promise<Listed[]> => JSON.parse((await dlq('list', '--json')).out) as Listed[];
  const ofGroup = (listed: readonly Listed[], group: string) =>
    listed.filter((deadLetter) => deadLetter.consumerGroup === group);

  it('sets poison messages aside with their origin while a job submitted after them completes; list and replay them', async () => {
    // Poison on every partition of the jobs topic (the projector's) and of the extractors' work topic.
    const { jobs } = system.infra.topics;
    const work = system.infra.topics.work.receipt_extraction;
    const poison = Array.from({ length: PARTITIONS }, (_, partition) => ({
      partition,
      key: keyOnPartition(jobs, partition),
      value: poisonFor(partition),
    }));
    const positions = new Map<string, Map<string, IncomingMessage>>();
    for (const topic of [jobs, work]) {
      await system.infra.bus.publish(
        topic,
        poison.map(({ partition, key, value }) => ({
          key,
          value,
          headers: { 'event-type': 'JobRequested', 'event-id': `poison-on-${partition}` },
        })),
      );
      positions.set(
        topic,
        new Map(
          (await system.infra.bus.readTopic(topic)).map((message: IncomingMessage) => [
            message.value.toString('base64'),
            message,
          ]),
        ),
      );
      expect(poison.map(({ value }) => positions.get(topic)!.get(value.toString('base64'))?.partition)).toEqual([
        0, 1, 2,
      ]);
    }

    // A job after the poison, on whichever partition its key lands: every partition has poison before it.
    const apiKey = await system.newTenant('tenant_dlq');
    files.put('/receipts/order.pdf', await onlineStoreOrder().render(), 'application/pdf');
    const accepted = await api(system.url, apiKey).post('/v1/receipts/extract', {
      fileUrl: files.url('/receipts/order.pdf'),
    });
    expect(accepted.status).toBe(202);
    const done = await pollUntil(
      () => api(system.url, apiKey).get(`/v1/jobs/${accepted.body.jobId}`),
      (response) => ['completed', 'failed'].includes(response.body.status),
      60_000,
    );
    expect(done.body.status).toBe('completed');

    const listed = await pollUntil(
      list,
      (all) =>
        ofGroup(all, projectionGroup).length === PARTITIONS && ofGroup(all, extractorGroup).length === PARTITIONS,
      30_000,
      500,
    );
    for (const [group, topic] of [
      [projectionGroup, jobs],
      [extractorGroup, work],
    ] as const) {
      const ofThisGroup = ofGroup(listed, group).sort((a, b) => a.origin.partition - b.origin.partition);
      expect(
        ofThisGroup.map((deadLetter) => ({
          ...deadLetter.origin,
          eventId: deadLetter.eventId,
          failure: deadLetter.failure,
          code: deadLetter.error.code,
          replayed: deadLetter.replayed,
          value: deadLetter.valueBase64,
        })),
      ).toEqual(
        poison.map(({ partition, value }) => ({
          topic,
          partition,
          offset: positions.get(topic)!.get(value.toString('base64'))!.offset,
          eventId: `poison-on-${partition}`,
          failure: 'undecodable',
          code: 'UNDECODABLE_MESSAGE',
          replayed: false,
          value: value.toString('base64'),
        })),
      );
    }
    const text = await dlq('list');
    expect(text.code).toBe(0);
    expect(text.out).toContain(`group ${extractorGroup}  JobRequested poison-on-1`);

    // Replay the extractor's dead letter of the poison on partition 1: back on the work topic, every group of it reads it again.
    const chosen = ofGroup(listed, extractorGroup).find((deadLetter) => deadLetter.origin.partition === 1)!;
    const replay = await dlq('replay', chosen.id);
    expect(replay).toMatchObject({ code: 0, err: '' });
    expect(replay.out).toContain(`replayed ${chosen.id} to ${work}: JobRequested poison-on-1`);
    const copies = (await system.infra.bus.readTopic(work)).filter((message) => message.value.equals(poison[1]!.value));
    expect(copies.map((message) => message.partition)).toEqual([1, 1]);
    expect(Number(copies[1]!.offset)).toBeGreaterThan(Number(copies[0]!.offset));
    expect(copies[1]).toMatchObject({
      key: poison[1]!.key,
      headers: { 'event-type': 'JobRequested', 'event-id': 'poison-on-1' },
    });

    const fromWork = (deadLetter: Listed, offset: string) =>
      deadLetter.origin.topic === work && deadLetter.origin.partition === 1 && deadLetter.origin.offset === offset;
    const afterReplay = await pollUntil(
      list,
      (all) => all.filter((deadLetter) => fromWork(deadLetter, copies[1]!.offset)).length >= 2,
      30_000,
      500,
    );
    const replayed = afterReplay
      .filter((deadLetter) => deadLetter.replayed)
      .map((deadLetter) => `${deadLetter.consumerGroup}@${deadLetter.origin.partition}/${deadLetter.origin.offset}`);
    expect(replayed.sort()).toEqual(
      afterReplay
        .filter((deadLetter) => fromWork(deadLetter, copies[0]!.offset))
        .map((deadLetter) => `${deadLetter.consumerGroup}@1/${copies[0]!.offset}`)
        .sort(),
    );
    expect(replayed).toContain(`${extractorGroup}@1/${copies[0]!.offset}`);
    // The projector's dead letter of the same bytes came from the jobs topic: another message, not replayed.
    expect(ofGroup(afterReplay, projectionGroup).every((deadLetter) => !deadLetter.replayed)).toBe(true);
  });
});
