import type { IncomingMessage } from '../../common/messaging';
import { CATCH_UP_HEADER, PartitionCatchUp } from './partition-catch-up';

const message = (partition: number, offset: number, by?: string): IncomingMessage => ({
  topic: 'work',
  partition,
  offset: String(offset),
  timestamp: 0,
  key: 'job',
  value: Buffer.from(''),
  headers: by === undefined ? {} : { [CATCH_UP_HEADER]: by },
});

/** A message as the consumer sees it: first the filter, then (when read) the handler. */
const deliver = (catchUp: PartitionCatchUp, delivered: IncomingMessage) => ({
  catchingUp: catchUp.catchingUpAt(delivered),
  caughtUp: catchUp.caughtUpAt(delivered),
});

describe("a worker's catching up with a partition of its work topic", () => {
  it('is not caught up on a partition it has just begun to read, until its own request written back comes by', () => {
    const catchUp = new PartitionCatchUp('w2');
    expect(deliver(catchUp, message(0, 5))).toEqual({ catchingUp: true, caughtUp: false });
    expect(deliver(catchUp, message(0, 6, 'w1'))).toEqual({ catchingUp: true, caughtUp: false }); // another worker's
    expect(deliver(catchUp, message(0, 9, 'w2'))).toEqual({ catchingUp: true, caughtUp: true });
    expect(deliver(catchUp, message(0, 10))).toEqual({ catchingUp: false, caughtUp: true });
    expect(deliver(catchUp, message(1, 3))).toEqual({ catchingUp: true, caughtUp: false }); // each partition on its own
  });

  it('catches up again when the position goes back (a rebalance, a restart, a fetch delivered again)', () => {
    const catchUp = new PartitionCatchUp('w2');
    deliver(catchUp, message(0, 9, 'w2'));
    deliver(catchUp, message(0, 10));
    expect(deliver(catchUp, message(0, 10))).toEqual({ catchingUp: true, caughtUp: false });
  });
});
