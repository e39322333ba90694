import { assertNever } from '../../events';
import { retryDelayMs, type RetryPolicy } from '../../retry';
import { jobCancelled, jobCompleted, jobFailed, jobRetryScheduled, jobStarted } from '../job-event-factory';
import { MAX_RESULT_BYTES, resultTooLargeMessage } from '../result-size';
import type { JobEvent, JobFailed } from '../job-events';
import type { CancelJob, JobCommand } from './job-commands';
import { hasEnded, type JobState } from './job-state';

/**
 * Which events a command on a job leads to, given the job's state: the job's rules in one place. A job
 * ends once; a command that does not fit the state (a redelivery, a late outcome) leads to no event.
 */
export const decideJob = (command: JobCommand, state: JobState, policy: RetryPolicy): JobEvent[] => {
  const { jobId, cause, now } = command.data;
  if (hasEnded(state) || state.status === 'unrequested') return [];
  switch (command.type) {
    case 'StartAttempt': {
      if (state.status === 'retry_scheduled' && state.dueAt !== null && Date.parse(state.dueAt) > now.getTime())
        return [];
      // An attempt still `processing` in the log when a request is decided died before its outcome: another
      // worker's, gone (its partition, and so this request, came here), or the asking worker's own, whose
      // start the broker recorded though its answer was lost (the runner waits for an attempt that runs in
      // its process before asking). The attempt counts, and the next one starts.
      const attempt = state.attempts + 1;
      if (attempt > policy.maxAttempts) {
        return [
          jobFailed(
            cause,
            {
              jobId,
              attempt: state.attempts,
              errorCode: 'INTERNAL',
              errorMessage: `the worker stopped during all ${policy.maxAttempts} attempts`,
              durationMs: 0,
            },
            now,
          ),
        ];
      }
      return [jobStarted(cause, jobId, attempt, command.data.workerId, now)];
    }
    case 'CompleteAttempt': {
      if (state.status !== 'processing') return [];
      const { resultJson, fileSha256, pages, durationMs } = command.data;
      const attempt = state.attempts;
      const bytes = Buffer.byteLength(resultJson, 'utf8');
      if (bytes > MAX_RESULT_BYTES) {
        // Running it again gives the same result: the job fails now, with what the client can do about it.
        const errorMessage = resultTooLargeMessage(bytes);
        return [jobFailed(cause, { jobId, attempt, errorCode: 'FILE_TOO_LARGE', errorMessage, durationMs }, now)];
      }
      return [jobCompleted(cause, { jobId, attempt, resultJson, fileSha256, pages, durationMs }, now)];
    }
    case 'FailAttempt': {
      if (state.status !== 'processing') return [];
      const { errorCode, errorMessage, durationMs, retriable, jitter } = command.data;
      const attempt = state.attempts;
      const delayMs = retriable && attempt < policy.maxAttempts ? retryDelayMs(policy.backoff, attempt, jitter) : null;
      if (delayMs === null) return [jobFailed(cause, { jobId, attempt, errorCode, errorMessage, durationMs }, now)];
      const dueAt = new Date(now.getTime() + delayMs).toISOString();
      return [
        jobRetryScheduled(cause, { jobId, attempt, nextAttempt: attempt + 1, dueAt, errorCode, errorMessage }, now),
      ];
    }
    case 'CancelJob':
      return decideCancel(command, state);
    default:
      return assertNever(command);
  }
};

/** Only a job no attempt has started can be cancelled (a cancelled batch's item); it ends where attempt 1 would (sequence 3). */
export const decideCancel = (command: CancelJob, state: JobState): JobFailed[] => {
  if (state.status !== 'queued' || state.attempts > 0) return [];
  const { jobId, cause, errorCode, errorMessage, now } = command.data;
  return [jobCancelled(cause, { jobId, errorCode, errorMessage }, now)];
};
