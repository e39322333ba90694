import { assertNever } from '../../events';
import type { JobEvent } from '../job-events';

/**
 * What deciding a job's next event needs to know, folded from the job's events. `attempts` counts the
 * attempts started; `version` is the sequence of the last event folded in.
 */
export type JobState = Readonly<{
  status: 'unrequested' | 'queued' | 'processing' | 'retry_scheduled' | 'completed' | 'failed';
  attempts: number;
  version: number;
  /** When a scheduled retry is due (ISO time); null unless `retry_scheduled`. */
  dueAt: string | null;
}>;

export const initialJobState: JobState = {
  status: 'unrequested',
  attempts: 0,
  version: 0,
  dueAt: null,
};

export const hasEnded = (state: JobState): boolean => state.status === 'completed' || state.status === 'failed';

/** Folds one event in. An event at or below the version, or any event after the outcome, changes nothing. */
export const evolveJobState = (state: JobState, event: JobEvent): JobState => {
  if (event.data.sequence <= state.version || hasEnded(state)) return state;
  const version = event.data.sequence;
  switch (event.type) {
    case 'JobRequested':
      return { ...state, status: 'queued', version };
    case 'JobStarted':
      return {
        status: 'processing',
        attempts: Math.max(state.attempts, event.data.attempt),
        version,
        dueAt: null,
      };
    case 'JobRetryScheduled':
      return { ...state, status: 'retry_scheduled', version, dueAt: event.data.dueAt };
    case 'JobCompleted':
      return { ...state, status: 'completed', version, dueAt: null };
    case 'JobFailed':
      return { ...state, status: 'failed', version, dueAt: null };
    case 'ClaimReviewed':
      // A reviewer's decision comes after the outcome; it asks nothing of the worker.
      return state;
    default:
      return assertNever(event);
  }
};
