import type { BatchSubscribeOptions, IncomingMessage, SubscribeOptions } from '../message-bus';
import { runKeyed } from '../keyed-concurrency/run-keyed';
import { partitionPace, type PaceClock } from '../partition-pace';
import { turnGather } from '../turn-gather';
import type { OffsetCommitter } from './offset-committer';
import { toIncoming, type ClientMessage } from './to-incoming';

/**
 * A gathering fetch is answered at its time limit, or as soon as this much is waiting: the more events
 * come, the sooner. Under a gateway's load a run then stays far smaller than the thousand requests a
 * 500 ms gather held, whose decode and insert at once stalled the thread the requests wait on, while a
 * batch's slower stream gathers longer than it did at 100 ms (docs/scaling-log.md).
 */
export const GATHER_BYTES = 128 * 1024;

/**
 * What a KafkaJS-style `eachBatch` is handed. Both clients' KafkaJS APIs hand this over, so how a
 * subscription reads, resolves and commits is written once here and both buses run it.
 */
export type BatchPayload = {
  batch: { topic: string; partition: number; messages: ClientMessage[]; lastOffset(): string };
  resolveOffset(offset: string): void;
  heartbeat(): Promise<void>;
  isRunning(): boolean;
  isStale(): boolean;
};

export type MessagePayload = { topic: string; partition: number; message: ClientMessage; heartbeat(): Promise<void> };

/** The part of a KafkaJS-style `consumer.run` configuration both clients take alike. */
export type ConsumerRun = {
  partitionsConsumedConcurrently: number;
  eachBatchAutoResolve?: boolean;
  eachBatch?: (payload: BatchPayload) => Promise<void>;
  eachMessage?: (payload: MessagePayload) => Promise<void>;
};

/** A partition's fetched run: what the group reads of it, and the payload that moves its position. */
type PartitionRun = Readonly<{ payload: BatchPayload; read: readonly IncomingMessage[] }>;

/**
 * `subscribeBatches`: a fetched run of a partition goes to the handler at once (with `mergePartitions`,
 * together with the other partitions' runs of the same fetch), and each position moves past its run only after.
 */
export const batchRun = (
  options: BatchSubscribeOptions,
  committer: OffsetCommitter,
  clock?: PaceClock,
): ConsumerRun => {
  const { accepts } = options;
  // Only the messages the group reads make a run busy: a lone request among passed-over events is not a stream.
  const pace = partitionPace(options.paceMs ?? 0, clock, options.busyRun);
  const moveOn = ({ payload }: PartitionRun) => {
    const { batch } = payload;
    payload.resolveOffset(batch.lastOffset());
    committer.handled(batch.topic, batch.partition, batch.lastOffset());
  };
  const write = async (runs: readonly PartitionRun[]) => {
    const read = runs.length === 1 ? runs[0]!.read : runs.flatMap((run) => run.read);
    await options.handleBatch(read, { heartbeat: () => runs[0]!.payload.heartbeat() });
    // Only now, with the runs written, may their positions move past them.
    runs.forEach(moveOn);
  };
  const merged = turnGather<PartitionRun>((runs) =>
    pace(
      options.groupId,
      () => write(runs),
      runs.reduce((sum, run) => sum + run.read.length, 0),
    ),
  );
  return {
    partitionsConsumedConcurrently: options.partitionsConcurrently ?? 1,
    eachBatchAutoResolve: false,
    eachBatch: async (payload) => {
      const { batch } = payload;
      if (batch.messages.length === 0 || !payload.isRunning() || payload.isStale()) return;
      const messages = batch.messages.map((message) => toIncoming(batch.topic, batch.partition, message));
      const run = { payload, read: accepts === undefined ? messages : messages.filter(accepts) };
      // A run of nothing this group reads writes nothing: it neither waits nor counts towards the pace.
      if (run.read.length === 0) {
        moveOn(run);
        return;
      }
      if (options.mergePartitions === true) return merged(run);
      return pace(`${batch.topic}/${batch.partition}`, () => write([run]), run.read.length);
    },
  };
};

/**
 * `subscribe`: one message at a time per partition, or several at once with each ordering key kept in
 * order. With a `passOverPaceMs`, a fetched run is handled as a whole even one at a time, so that a run
 * of nothing the group reads can be paced.
 */
export const messageRun = (options: SubscribeOptions, committer: OffsetCommitter, clock?: PaceClock): ConsumerRun => {
  const concurrency = options.messagesConcurrently ?? 1;
  const keyOf = options.orderingKey ?? ((message: IncomingMessage) => message.key);
  const accepts = options.accepts ?? (() => true);
  const partitionsConsumedConcurrently = options.partitionsConcurrently ?? 1;
  const passOverPaceMs = options.passOverPaceMs ?? 0;
  const passOver = partitionPace(passOverPaceMs, clock);
  if (concurrency <= 1 && passOverPaceMs <= 0)
    return {
      partitionsConsumedConcurrently,
      eachMessage: async (payload) => {
        const message = toIncoming(payload.topic, payload.partition, payload.message);
        // A throw leaves the offset uncommitted: the client delivers the message again, so handlers must be idempotent.
        if (accepts(message)) await options.handler(message, { heartbeat: () => payload.heartbeat() });
        committer.handled(message.topic, message.partition, message.offset);
      },
    };
  return {
    partitionsConsumedConcurrently,
    // Offsets are resolved only as an unbroken done prefix; a throw redelivers from the first unfinished message.
    eachBatchAutoResolve: false,
    eachBatch: async (payload) => {
      const { batch } = payload;
      const heartbeat = () => payload.heartbeat();
      const messages = batch.messages.map((message) => toIncoming(batch.topic, batch.partition, message));
      // Asked once per message, in order: a filter may follow the partition as it goes (a lane's catch-up).
      const read = new Set(messages.filter(accepts));
      const run = () =>
        runKeyed(messages, {
          concurrency,
          keyOf,
          skips: (message) => !read.has(message),
          handle: (message) => options.handler(message, { heartbeat }),
          onDone: (message) => {
            payload.resolveOffset(message.offset);
            committer.handled(message.topic, message.partition, message.offset);
          },
        });
      // Only a run the group passes over all of is paced: one with a message it reads is never held.
      await (read.size > 0 ? run() : passOver(`${batch.topic}/${batch.partition}`, run));
    },
  };
};
