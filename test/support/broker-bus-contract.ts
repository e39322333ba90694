import { Kafka, ConfigResourceTypes, logLevel } from 'kafkajs';
import { createLogger } from '../../common/logging';
import type { BatchSubscribeOptions, IncomingMessage } from '../../common/messaging';
import { GATHER_BYTES, type BrokerBus, type KafkaBusOptions } from '../../common/messaging/kafka';
import { testConfig } from './test-environment';

/**
 * What every MessageBus on the real broker must do, whichever client library runs it: each adapter's
 * integration spec runs these same tests on its own bus. The broker is inspected through kafkajs's admin,
 * independently of the bus under test.
 */
export const describeBrokerBusContract = (name: string, makeBus: (options: KafkaBusOptions) => BrokerBus): void =>
  describe(`${name} on the real broker`, () => {
    const config = testConfig();
    const logger = createLogger({ level: 'silent', name: 'test' });
    const topic = `${config.kafka.topicPrefix}bus`;
    // Deleted only at the end: kafkajs's producer keeps asking for a topic it once wrote to, and fails while it is gone.
    const logged = `${config.kafka.topicPrefix}bus-read`;
    const timed = `${config.kafka.topicPrefix}bus-timed`;
    // Deleted only at the end: a kafkajs producer that published to a topic deleted since fails its next sends.
    const trickle = `${config.kafka.topicPrefix}bus-trickle`;
    const pacedTrickle = `${config.kafka.topicPrefix}bus-paced-trickle`;
    const burst = `${config.kafka.topicPrefix}bus-burst`;
    const lone = `${config.kafka.topicPrefix}bus-lone`;
    const passedOver = `${config.kafka.topicPrefix}bus-passed-over`;
    const shared = `${config.kafka.topicPrefix}bus-shared`;
    const merged = `${config.kafka.topicPrefix}bus-merged`;
    const bus = makeBus({ brokers: config.kafka.brokers, clientId: 'bus-int', logger });
    afterAll(async () => {
      await bus
        .deleteTopics([topic, logged, timed, trickle, pacedTrickle, burst, lone, passedOver, shared, merged])
        .catch(() => undefined);
      await bus.close();
    });

    it('creates topics explicitly, with the partitions asked for and events kept forever', async () => {
      await bus.ensureTopics([{ name: topic, partitions: 3 }]);
      await bus.ensureTopics([{ name: topic, partitions: 3 }]); // a second call is harmless
      const admin = new Kafka({
        clientId: 'inspect',
        brokers: [...config.kafka.brokers],
        logLevel: logLevel.NOTHING,
      }).admin();
      await admin.connect();
      const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
      expect(metadata.topics[0]!.partitions).toHaveLength(3);
      const configs = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [{ type: ConfigResourceTypes.TOPIC, name: topic }],
      });
      const retention = configs.resources[0]!.configEntries.find((entry) => entry.configName === 'retention.ms');
      expect(retention?.configValue).toBe('-1');
      await admin.disconnect();
    });

    it('reads a whole topic as of the call, in partition then offset order, with keys and headers', async () => {
      await bus.ensureTopics([{ name: logged, partitions: 2 }]);
      await bus.publish(
        logged,
        ['k1', 'k2', 'k3', 'k4'].map((key, index) => ({
          key,
          value: Buffer.from(String(index)),
          headers: { 'event-type': `E${index}` },
        })),
      );
      const read = await bus.readTopic(logged);
      expect(read.map((message) => `${message.key}=${message.value.toString()}`).sort()).toEqual([
        'k1=0',
        'k2=1',
        'k3=2',
        'k4=3',
      ]);
      expect(read.find((message) => message.key === 'k3')?.headers['event-type']).toBe('E2');
      const positions = read.map((message) => [message.partition, Number(message.offset)] as const);
      expect(positions).toEqual([...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
      await expect(bus.readTopic(`${config.kafka.topicPrefix}never-created`)).rejects.toThrow(/does not exist/);
    });

    it('records publishes made together that the broker would refuse as one request (each near a third of its limit)', async () => {
      await bus.ensureTopics([{ name: logged, partitions: 2 }]);
      const before = (await bus.readTopic(logged)).length;
      const weighing = (index: number) => ({ key: 'large', value: Buffer.alloc(300 * 1024, index) });
      await Promise.all([0, 1, 2, 3, 4].map((index) => bus.publish(logged, [weighing(index)])));
      const read = await bus.readTopic(logged);
      expect(read).toHaveLength(before + 5);
      const large = read.filter((message) => message.key === 'large');
      expect(large.map((message) => message.value[0])).toEqual([0, 1, 2, 3, 4]);
    });

    it('refuses to publish to a topic that was never created (no auto-creation)', async () => {
      await expect(
        bus.publish(`${config.kafka.topicPrefix}never-created`, [{ key: 'k', value: Buffer.from('x') }]),
      ).rejects.toThrow();
    });

    it('delivers in key order and redelivers a message whose handler failed', async () => {
      const seen: string[] = [];
      let failedOnce = false;
      const done = new Promise<void>((resolve) => {
        void bus.subscribe({
          groupId: `${config.kafka.topicPrefix}bus-group`,
          topics: [topic],
          handler: async (message: IncomingMessage) => {
            const value = message.value.toString();
            if (value === 'b' && !failedOnce) {
              failedOnce = true;
              throw new Error('transient handler failure');
            }
            seen.push(value);
            if (seen.length === 3) resolve();
          },
        });
      });
      await bus.publish(
        topic,
        ['a', 'b', 'c'].map((value) => ({
          key: 'same-key',
          value: Buffer.from(value),
          headers: { 'event-type': 'Test' },
        })),
      );
      await done;
      expect(seen).toEqual(['a', 'b', 'c']);
      expect(failedOnce).toBe(true);
    });

    it("hands over a partition's messages in batches, and delivers a batch again from its start when its handler failed", async () => {
      const batches: string[][] = [];
      let failedOnce = false;
      const done = new Promise<void>((resolve) => {
        void bus.subscribeBatches({
          groupId: `${config.kafka.topicPrefix}bus-batch-group`,
          topics: [topic],
          handleBatch: async (messages) => {
            const values = messages.map((message) => message.value.toString());
            if (!failedOnce) {
              failedOnce = true;
              throw new Error('the write failed: nothing of this batch may be committed');
            }
            batches.push(values);
            if (batches.flat().length >= 3) resolve();
          },
        });
      });
      await done;
      expect(batches.flat()).toEqual(['a', 'b', 'c']); // the failed batch came again, in full and in order
    });

    it('tells a batch subscription each time its partitions are handed out: at the start, and when another member joins', async () => {
      await bus.ensureTopics([{ name: shared, partitions: 2 }]);
      const groupId = `${config.kafka.topicPrefix}bus-shared-group`;
      let assigned = 0;
      const waiters: Array<{ count: number; resolve: () => void }> = [];
      const handedOut = (count: number) =>
        new Promise<void>((resolve) => (assigned >= count ? resolve() : waiters.push({ count, resolve })));
      const first = await bus.subscribeBatches({
        groupId,
        topics: [shared],
        handleBatch: async () => undefined,
        onAssigned: () => {
          assigned += 1;
          for (const waiter of waiters.filter(({ count }) => assigned >= count)) waiter.resolve();
        },
      });
      await handedOut(1);
      const other = makeBus({ brokers: config.kafka.brokers, clientId: 'bus-int-other', logger });
      try {
        await other.subscribeBatches({ groupId, topics: [shared], handleBatch: async () => undefined });
        await handedOut(2);
      } finally {
        await other.close();
        await first.stop();
      }
      expect(assigned).toBeGreaterThanOrEqual(2);
    }, 60_000);

    it('gives each message the time its record was written, which a later reader can time the writer by', async () => {
      await bus.ensureTopics([{ name: timed, partitions: 1 }]);
      const before = Date.now();
      await bus.publish(timed, [{ key: 'k', value: Buffer.from('early') }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await bus.publish(timed, [{ key: 'k', value: Buffer.from('late') }]);
      const after = Date.now();
      // Read only once both are written, as the benchmark reads a batch's releases after the batch.
      const times = new Map<string, number>();
      let allIn: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (allIn = resolve));
      const subscription = await bus.subscribe({
        groupId: `${config.kafka.topicPrefix}bus-timed-group`,
        topics: [timed],
        handler: (message) => {
          times.set(message.value.toString(), message.timestamp);
          if (times.size === 2) allIn();
          return Promise.resolve();
        },
      });
      try {
        await done;
        expect(times.get('early')).toBeGreaterThanOrEqual(before);
        expect(times.get('late')).toBeLessThanOrEqual(after);
        expect(times.get('late')! - times.get('early')!).toBeGreaterThanOrEqual(250);
      } finally {
        await subscription.stop();
      }
    });

    /**
     * Ten messages over about half a second on a one-partition topic, to a subscription that may wait
     * for more (`waiting`): the sizes of the runs it was handed. Handed over as they come, that would
     * be several runs.
     */
    const trickleRuns = async (
      name: string,
      waiting: Pick<BatchSubscribeOptions, 'gatherMs' | 'paceMs'>,
    ): Promise<number[]> => {
      await bus.ensureTopics([{ name, partitions: 1 }]);
      const runs: number[] = [];
      let received = 0;
      let allIn: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (allIn = resolve));
      const subscription = await bus.subscribeBatches({
        groupId: `${name}-group`,
        topics: [name],
        ...waiting,
        handleBatch: (messages) => {
          runs.push(messages.length);
          received += messages.length;
          if (received >= 10) allIn();
          return Promise.resolve();
        },
      });
      try {
        for (let index = 0; index < 10; index += 1) {
          await bus.publish(name, [{ key: `k${index}`, value: Buffer.from(String(index)) }]);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await done;
        return runs;
      } finally {
        await subscription.stop();
      }
    };

    it('gathers a trickle of messages into a few batches when the subscription may wait for them', async () => {
      const runs = await trickleRuns(trickle, { gatherMs: 1_500 });
      expect(runs.reduce((sum, size) => sum + size, 0)).toBe(10);
      expect(runs.length).toBeLessThanOrEqual(2);
    });

    it('answers a gathering fetch as soon as enough is waiting, long before its time limit', async () => {
      await bus.ensureTopics([{ name: burst, partitions: 1 }]);
      const value = Buffer.alloc(1024, 'x');
      const enough = Math.ceil(GATHER_BYTES / value.length);
      let received = 0;
      let firstIn: () => void = () => undefined;
      const first = new Promise<void>((resolve) => (firstIn = resolve));
      let enoughIn: () => void = () => undefined;
      const enoughThere = new Promise<void>((resolve) => (enoughIn = resolve));
      const subscription = await bus.subscribeBatches({
        groupId: `${burst}-group`,
        topics: [burst],
        gatherMs: 5_000,
        handleBatch: (messages) => {
          received += messages.length;
          firstIn();
          if (received > enough) enoughIn();
          return Promise.resolve();
        },
      });
      try {
        // One message first, so that the group is reading and its next fetch is the one held.
        await bus.publish(burst, [{ key: 'first', value }]);
        await first;
        const sent = Date.now();
        await bus.publish(
          burst,
          Array.from({ length: 2 * enough }, (_, index) => ({ key: `k${index}`, value })),
        );
        await enoughThere;
        expect(Date.now() - sent).toBeLessThan(2_500);
      } finally {
        await subscription.stop();
      }
    });

    it('hands a trickle of messages over in a few runs when the subscription is paced', async () => {
      // The first run, the second (which starts the wait), then the rest together.
      const runs = await trickleRuns(pacedTrickle, { paceMs: 1_500 });
      expect(runs.reduce((sum, size) => sum + size, 0)).toBe(10);
      expect(runs.length).toBeLessThanOrEqual(3);
    });

    /** When each message (by its value) was handed over, and a promise for one yet to come. */
    const arrivalClock = () => {
      const arrivals = new Map<string, number>();
      const waiters = new Map<string, () => void>();
      return {
        arrivals,
        arrived: (value: string) => new Promise<void>((resolve) => waiters.set(value, resolve)),
        record: (message: IncomingMessage) => {
          const value = message.value.toString();
          arrivals.set(value, Date.now());
          waiters.get(value)?.();
        },
      };
    };

    it('hands the partitions of a fetch over as one run with mergePartitions, each partition in order', async () => {
      await bus.ensureTopics([{ name: merged, partitions: 6 }]);
      // Waiting before the group starts: its first fetch finds every partition's messages there.
      await bus.publish(
        merged,
        Array.from({ length: 30 }, (_, index) => ({ key: `k${index}`, value: Buffer.from(String(index)) })),
      );
      const runs: IncomingMessage[][] = [];
      let allIn: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (allIn = resolve));
      const subscription = await bus.subscribeBatches({
        groupId: `${merged}-group`,
        topics: [merged],
        mergePartitions: true,
        partitionsConcurrently: 6,
        handleBatch: (messages) => {
          runs.push([...messages]);
          if (runs.flat().length >= 30) allIn();
          return Promise.resolve();
        },
      });
      try {
        await done;
        const all = runs.flat();
        expect(all.map((message) => Number(message.value.toString())).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 30 }, (_, index) => index),
        );
        const partitions = new Set(all.map((message) => message.partition));
        expect(partitions.size).toBeGreaterThan(2);
        expect(runs.length).toBeLessThan(partitions.size);
        for (const partition of partitions) {
          const offsets = all.filter((message) => message.partition === partition).map((m) => Number(m.offset));
          expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
        }
      } finally {
        await subscription.stop();
      }
    });

    it('hands a lone message over at once, however long the pace, and messages it does not read do not hold it', async () => {
      await bus.ensureTopics([{ name: lone, partitions: 1 }]);
      const { arrivals, arrived, record } = arrivalClock();
      const subscription = await bus.subscribeBatches({
        groupId: `${config.kafka.topicPrefix}bus-lone-group`,
        topics: [lone],
        paceMs: 3_000,
        accepts: (message) => message.value.toString() !== 'skipped',
        handleBatch: (messages) => {
          messages.forEach(record);
          return Promise.resolve();
        },
      });
      try {
        // The first message also waits for the group to form. The second comes after a quiet spell longer
        // than the pace: handed over at once, not held for the pace as a gathering fetch would hold it.
        const first = arrived('first');
        await bus.publish(lone, [{ key: 'k', value: Buffer.from('first') }]);
        await first;
        await new Promise((resolve) => setTimeout(resolve, 3_500));
        const second = arrived('second');
        const sentAt = Date.now();
        await bus.publish(lone, [{ key: 'k', value: Buffer.from('second') }]);
        await second;
        expect(arrivals.get('second')! - sentAt).toBeLessThan(1_500);
        // Runs of messages the subscription does not read write nothing, so they start no wait: the
        // fingerprints projector passes over every event but JobCompleted, and a job's JobCompleted
        // comes right after its others.
        await new Promise((resolve) => setTimeout(resolve, 3_500));
        const third = arrived('third');
        for (const _ of [1, 2, 3]) {
          await bus.publish(lone, [{ key: 'k', value: Buffer.from('skipped') }]);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        const thirdSentAt = Date.now();
        await bus.publish(lone, [{ key: 'k', value: Buffer.from('third') }]);
        await third;
        expect(arrivals.get('third')! - thirdSentAt).toBeLessThan(1_500);
        expect(arrivals.has('skipped')).toBe(false);
      } finally {
        await subscription.stop();
      }
    });

    it('reads its message amid a busy topic it passes over, paced, within about one pace', async () => {
      await bus.ensureTopics([{ name: passedOver, partitions: 1 }]);
      const { arrivals, arrived, record } = arrivalClock();
      const subscription = await bus.subscribe({
        groupId: `${config.kafka.topicPrefix}bus-passed-over-group`,
        topics: [passedOver],
        messagesConcurrently: 3,
        passOverPaceMs: 1_000,
        accepts: (message) => message.value.toString() !== 'other',
        handler: (message) => {
          record(message);
          return Promise.resolve();
        },
      });
      try {
        const first = arrived('first'); // also waits for the group to form
        await bus.publish(passedOver, [{ key: 'k', value: Buffer.from('first') }]);
        await first;
        // Others' messages every 50 ms for 2.5 s: the subscription passes over runs of them, and pauses.
        const busy = (async () => {
          for (let index = 0; index < 50; index += 1) {
            await bus.publish(passedOver, [{ key: `o${index}`, value: Buffer.from('other') }]);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })();
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        const mine = arrived('mine');
        const sentAt = Date.now();
        await bus.publish(passedOver, [{ key: 'm', value: Buffer.from('mine') }]);
        await mine;
        await busy;
        expect(arrivals.get('mine')! - sentAt).toBeLessThan(2_500);
        expect(arrivals.has('other')).toBe(false);
      } finally {
        await subscription.stop();
      }
    });
  });
