import { evolveBatch, releaseDue, type Batch, type BatchChange, type BatchEvent } from '../../domain/batches';
import type { JobEvent } from '../../domain/jobs';

/**
 * The batches read model as a pure fold of the events, with no decision taken and nothing written to
 * the log. The coordinator's decisions come back to it as events on the batch's key (BatchProgressed,
 * BatchCompleted, a cancelled item's JobFailed), all but its releases, which travel on the items' own
 * keys: `released` is recomputed with the coordinator's own release rule, a function of the batch alone,
 * so the fold arrives at the state the coordinator saved after the same events.
 */
export const projectBatch = (batch: Batch | null, event: BatchEvent | JobEvent): BatchChange => {
  const change = evolveBatch(batch, event);
  if (change.batch === null) return change;
  const { released } = releaseDue(change.batch);
  if (released === change.batch.state.released) return change;
  return { batch: { ...change.batch, state: { ...change.batch.state, released } }, changedItems: change.changedItems };
};
