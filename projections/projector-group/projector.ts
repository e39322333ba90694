import type { AnyEvent, DeliveredEvent } from '../../common/events';

/**
 * One read model's writer, as a part of a consumer group that may feed several
 * (start-projector-group.ts): which events it reads, and how it writes a partition's run of them.
 */
export type Projector = Readonly<{
  /** The read model, in logs and errors. */
  name: string;
  /** The event types it reads; absent: every event of the topic. */
  reads?: readonly string[];
  /**
   * Writes a run of one partition's events that it reads, in order, and resolves once they are written.
   * The same run may come again (a retry, a replay): the write must change nothing the second time.
   */
  project: (delivered: readonly DeliveredEvent<AnyEvent>[]) => Promise<void>;
  /** Forgets what it holds in memory about its partitions' keys: another member may have written them meanwhile. */
  forget?: () => void;
}>;
