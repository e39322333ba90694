import { createLogger } from '../../logging';
import { withoutIdleRequestTimers } from './request-queue-timer';

/** kafkajs's own request queue, one a broker connection: a fresh copy, so that one test can see it unfixed. */
type Queue = {
  push(request: { entry: Record<string, unknown>; expectResponse: boolean; sendRequest: () => void }): void;
  fulfillRequest(response: { correlationId: number; payload: Buffer; size: number }): void;
  maybeThrottle(ms: number): void;
  checkPendingRequests(): void;
  destroy(): void;
};
type QueueClass = new (options: Record<string, unknown>) => Queue;

const freshRequestQueueClass = (): QueueClass => {
  let loaded: QueueClass | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('kafkajs/src/network/requestQueue') as QueueClass;
  });
  return loaded as QueueClass;
};

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

const newQueue = (RequestQueue: QueueClass) =>
  new RequestQueue({
    maxInFlightRequests: null,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'spec',
    broker: 'localhost:9092',
    logger: silent,
  });

/** One request sent and answered, as any request on a connection; returns the ids of the requests that went out. */
const requestAnswered = (queue: Queue, correlationId: number): number[] => {
  const sent: number[] = [];
  queue.push({
    entry: { correlationId, resolve: () => undefined, reject: () => undefined },
    expectResponse: true,
    sendRequest: () => sent.push(correlationId),
  });
  queue.fulfillRequest({ correlationId, payload: Buffer.alloc(0), size: 0 });
  return sent;
};

/** How often the queue checks its pending requests in `ms` of idle time after its last answer. */
const idleChecks = (queue: Queue, ms: number): number => {
  const checks = jest.spyOn(queue, 'checkPendingRequests');
  jest.advanceTimersByTime(ms);
  return checks.mock.calls.length;
};

describe('withoutIdleRequestTimers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is needed: kafkajs's queue alone checks an idle connection every millisecond after its last answer", () => {
    const queue = newQueue(freshRequestQueueClass());
    expect(requestAnswered(queue, 1)).toEqual([1]);
    expect(idleChecks(queue, 100)).toBeGreaterThanOrEqual(50);
    queue.destroy();
  });

  it('leaves an idle connection without a timer once its last request is answered', () => {
    const RequestQueue = freshRequestQueueClass();
    withoutIdleRequestTimers(RequestQueue);
    const queue = newQueue(RequestQueue);
    expect(requestAnswered(queue, 1)).toEqual([1]);
    expect(idleChecks(queue, 1_000)).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('fixes the queue class once, however often it is applied', () => {
    const RequestQueue = freshRequestQueueClass() as QueueClass & { prototype: Record<string, unknown> };
    withoutIdleRequestTimers(RequestQueue);
    const fixed = RequestQueue.prototype.scheduleCheckPendingRequests;
    withoutIdleRequestTimers(RequestQueue);
    expect(RequestQueue.prototype.scheduleCheckPendingRequests).toBe(fixed);
  });

  it('finds the queue class kafkajs itself uses', () => {
    withoutIdleRequestTimers();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const RequestQueue = require('kafkajs/src/network/requestQueue') as QueueClass;
    const queue = newQueue(RequestQueue);
    requestAnswered(queue, 1);
    expect(idleChecks(queue, 1_000)).toBe(0);
  });

  it('is applied by the kafkajs bus and log admin before they build a client', () => {
    for (const build of [
      () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { KafkaMessageBus } = require('./kafka-message-bus') as typeof import('./kafka-message-bus');
        return new KafkaMessageBus({
          brokers: ['localhost:9092'],
          clientId: 'spec',
          logger: createLogger({ level: 'silent', name: 'spec' }),
        });
      },
      () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { KafkaLogAdmin } = require('./kafka-log-admin') as typeof import('./kafka-log-admin');
        return new KafkaLogAdmin({
          brokers: ['localhost:9092'],
          clientId: 'spec',
          logger: createLogger({ level: 'silent', name: 'spec' }),
        });
      },
    ]) {
      let RequestQueue: QueueClass | undefined;
      jest.isolateModules(() => {
        build();
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        RequestQueue = require('kafkajs/src/network/requestQueue') as QueueClass;
      });
      const queue = newQueue(RequestQueue as QueueClass);
      requestAnswered(queue, 1);
      expect(idleChecks(queue, 1_000)).toBe(0);
    }
  });

  it('still sends a request held back by a throttle once the throttle ends', () => {
    const RequestQueue = freshRequestQueueClass();
    withoutIdleRequestTimers(RequestQueue);
    const queue = newQueue(RequestQueue);
    requestAnswered(queue, 1);
    queue.maybeThrottle(50);
    const sent: number[] = [];
    queue.push({
      entry: { correlationId: 2, resolve: () => undefined, reject: () => undefined },
      expectResponse: true,
      sendRequest: () => sent.push(2),
    });
    jest.advanceTimersByTime(40);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(sent).toEqual([2]);
    queue.destroy();
  });
});
