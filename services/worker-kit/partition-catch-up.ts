import type { IncomingMessage } from '../../common/messaging';

/** The header of a request a worker wrote back to its own partition to learn when it has read everything written before. */
export const CATCH_UP_HEADER = 'catch-up-by';

/** Offsets remembered per partition to recognise a delivery that went back: far more than a consumer has uncommitted. */
const OFFSETS_REMEMBERED = 10_000;

type Partition = { caughtUp: boolean; handled: Set<string> };

/**
 * Whether this worker has read one partition of its work topic up to everything written to it before the
 * worker began reading it: only then does what it folded say all there is about a job. A partition is not
 * caught up when the worker first reads it (it took the partition over from a worker that may have died in
 * the middle of a job, whose events come after the request in the log) and when a delivery goes back to an
 * offset it has handled (a rebalance, a restart). Until then the worker writes each request it gets back to
 * the partition, marked with its id; when one of its own comes back, everything before it has been read.
 */
export class PartitionCatchUp {
  private readonly partitions = new Map<number, Partition>();

  constructor(private readonly workerId: string) {}

  /** Whether the worker may decide on this message's job from what it has read; a message it writes back itself catches the partition up. */
  caughtUpAt(message: IncomingMessage): boolean {
    const partition = this.partition(message.partition);
    if (partition.handled.has(message.offset)) partition.caughtUp = false;
    if (message.headers[CATCH_UP_HEADER] === this.workerId) partition.caughtUp = true;
    return partition.caughtUp;
  }

  handled(message: IncomingMessage): void {
    const { handled } = this.partition(message.partition);
    handled.add(message.offset);
    if (handled.size > OFFSETS_REMEMBERED) handled.delete(handled.values().next().value as string);
  }

  private partition(number: number): Partition {
    let partition = this.partitions.get(number);
    if (partition === undefined) {
      partition = { caughtUp: false, handled: new Set() };
      this.partitions.set(number, partition);
    }
    return partition;
  }
}
