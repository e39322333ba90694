import type { IncomingMessage } from '../../common/messaging';

/** The header of a request a worker wrote back to its own partition to learn when it has read everything written before. */
export const CATCH_UP_HEADER = 'catch-up-by';

type Partition = { caughtUp: boolean; lastSeen: number };

/**
 * Whether this worker has read one partition of its work topic up to everything written to it before the
 * worker began reading it: only then does what it folded say all there is about a job. A partition is not
 * caught up when the worker first reads it (it took the partition over from a worker that may have died in
 * the middle of a job, whose events come after the request in the log) and when the position goes back
 * (a rebalance, a restart, a failed fetch delivered again). Until then the worker reads the copies of the
 * workers' events too, and writes each request it gets back to the partition, marked with its id; when one
 * of its own comes back, everything before it has been read. Caught up, it needs no copy of its own events:
 * it wrote them.
 */
export class PartitionCatchUp {
  private readonly partitions = new Map<number, Partition>();

  constructor(private readonly workerId: string) {}

  /** Sees every message of the partition in order, before it is read or passed over; says whether the worker is catching up. */
  catchingUpAt(message: IncomingMessage): boolean {
    const partition = this.partition(message.partition);
    const offset = Number(message.offset);
    if (offset <= partition.lastSeen) partition.caughtUp = false;
    partition.lastSeen = Math.max(partition.lastSeen, offset);
    return !partition.caughtUp;
  }

  /** Whether the worker may decide on this request's job from what it has read; a request it wrote back itself catches the partition up. */
  caughtUpAt(message: IncomingMessage): boolean {
    const partition = this.partition(message.partition);
    if (message.headers[CATCH_UP_HEADER] === this.workerId) partition.caughtUp = true;
    return partition.caughtUp;
  }

  private partition(number: number): Partition {
    let partition = this.partitions.get(number);
    if (partition === undefined) {
      partition = { caughtUp: false, lastSeen: -1 };
      this.partitions.set(number, partition);
    }
    return partition;
  }
}
