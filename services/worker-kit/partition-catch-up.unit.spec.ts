import type { IncomingMessage } from '../../common/messaging';
import { CATCH_UP_HEADER, PartitionCatchUp } from './partition-catch-up';

const message = (partition: number, offset: number, by?: string): IncomingMessage => ({
  topic: 'work',
  partition,
  offset: String(offset),
  key: 'job',
  value: Buffer.from(''),
  headers: by === undefined ? {} : { [CATCH_UP_HEADER]: by },
});

describe("a worker's catching up with a partition of its work topic", () => {
  it('is not caught up on a partition it has just begun to read, until its own request written back comes by', () => {
    const catchUp = new PartitionCatchUp('w2');
    expect(catchUp.caughtUpAt(message(0, 5))).toBe(false);
    catchUp.handled(message(0, 5));
    expect(catchUp.caughtUpAt(message(0, 6, 'w1'))).toBe(false); // another worker's, maybe one that died
    catchUp.handled(message(0, 6, 'w1'));
    expect(catchUp.caughtUpAt(message(0, 9, 'w2'))).toBe(true);
    catchUp.handled(message(0, 9, 'w2'));
    expect(catchUp.caughtUpAt(message(0, 10))).toBe(true);
    expect(catchUp.caughtUpAt(message(1, 3))).toBe(false); // each partition on its own
  });

  it('is no longer caught up when a delivery goes back to an offset it has handled (a rebalance, a restart)', () => {
    const catchUp = new PartitionCatchUp('w2');
    catchUp.caughtUpAt(message(0, 9, 'w2'));
    catchUp.handled(message(0, 9, 'w2'));
    catchUp.caughtUpAt(message(0, 10));
    catchUp.handled(message(0, 10));
    expect(catchUp.caughtUpAt(message(0, 10))).toBe(false);
  });

  it('a delivery tried again in place after a failure is no step back: it was never handled', () => {
    const catchUp = new PartitionCatchUp('w2');
    catchUp.caughtUpAt(message(0, 9, 'w2'));
    catchUp.handled(message(0, 9, 'w2'));
    expect(catchUp.caughtUpAt(message(0, 10))).toBe(true); // its handler throws: not handled
    expect(catchUp.caughtUpAt(message(0, 10))).toBe(true);
  });
});
