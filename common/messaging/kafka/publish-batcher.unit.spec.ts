import { publishBytes } from '../message-bus';
import { PublishBatcher, type TopicBatch } from './publish-batcher';

const message = (key: string) => ({ key, value: Buffer.from(key) });

describe('PublishBatcher', () => {
  it('sends a lone publish at once and publishes arriving during a flight together in the next request', async () => {
    const sent: TopicBatch[] = [];
    let release: () => void = () => undefined;
    const batcher = new PublishBatcher(async (batch) => {
      sent.push(batch);
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = batcher.publish('jobs', [message('a')]);
    const second = batcher.publish('jobs', [message('b')]);
    const third = batcher.publish('other', [message('c')]);
    release();
    await Promise.all([first, second, third]);
    expect(sent).toEqual([
      [{ topic: 'jobs', messages: [message('a')] }],
      [
        { topic: 'jobs', messages: [message('b')] },
        { topic: 'other', messages: [message('c')] },
      ],
    ]);
  });

  it('fails every publish of a failed request and keeps serving later ones', async () => {
    let fail = true;
    const batcher = new PublishBatcher(async () => {
      if (fail) throw new Error('broker down');
    });
    const results = await Promise.allSettled([
      batcher.publish('jobs', [message('a')]),
      batcher.publish('jobs', [message('b')]),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batcher.publish('jobs', [message('c')])).resolves.toBeUndefined();
  });

  it('keeps each request under the message cap without splitting a publish', async () => {
    const sizes: number[] = [];
    let release: () => void = () => undefined;
    const batcher = new PublishBatcher(async (batch) => {
      sizes.push(batch.reduce((sum, entry) => sum + entry.messages.length, 0));
      if (sizes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 3);
    const pending = [
      batcher.publish('jobs', [message('a')]),
      batcher.publish('jobs', [message('b'), message('c')]),
      batcher.publish('jobs', [message('d'), message('e')]),
      batcher.publish('jobs', [message('f')]),
    ];
    release();
    await Promise.all(pending);
    expect(sizes).toEqual([1, 2, 3]);
  });

  it('keeps each request under the byte cap, in the order published, and sends a larger publish alone', async () => {
    const sent: string[][] = [];
    let release: () => void = () => undefined;
    const batcher = new PublishBatcher(
      async (batch) => {
        sent.push(batch.flatMap((entry) => entry.messages.map((one) => one.key)));
        if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      2_000,
      1_000,
    );
    const weighing = (key: string, bytes: number) => ({ key, value: Buffer.alloc(bytes - key.length) });
    const pending = [
      batcher.publish('jobs', [weighing('a', 400)]),
      batcher.publish('jobs', [weighing('b', 400)]),
      batcher.publish('jobs', [weighing('c', 400)]),
      batcher.publish('jobs', [weighing('d', 400)]),
      batcher.publish('jobs', [weighing('e', 1_500)]),
      batcher.publish('jobs', [weighing('f', 100)]),
    ];
    release();
    await Promise.all(pending);
    expect(sent).toEqual([['a'], ['b', 'c'], ['d'], ['e'], ['f']]);
  });

  it('weighs a publish by its keys, values and headers', () => {
    expect(publishBytes([{ key: 'ab', value: Buffer.alloc(10), headers: { 'event-type': 'JobRequested' } }])).toBe(
      2 + 10 + 10 + 12,
    );
  });
});
