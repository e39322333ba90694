import type { EventMetadata } from '../events';
import { JOB_EVENT_SCHEMA_VERSION } from './job-schema-version';
import type { JobCompleted, JobFailed, JobRequested, JobRetryScheduled, JobStarted } from './job-events';
import { finishedSequence, startedSequence } from './job-events';

/** Builds job events with deterministic ids (`<jobId>:<sequence>`), so an event emitted twice is the same event. */
const metadataFor = (
  jobId: string,
  sequence: number,
  tenantId: string,
  causationId: string | null,
  now: Date,
): EventMetadata => ({
  eventId: `${jobId}:${sequence}`,
  occurredAt: now.toISOString(),
  tenantId,
  correlationId: jobId,
  causationId,
  schemaVersion: JOB_EVENT_SCHEMA_VERSION,
});

export const jobRequested = (
  data: Omit<JobRequested['data'], 'sequence'>,
  tenantId: string,
  now: Date,
): JobRequested => ({
  type: 'JobRequested',
  data: { ...data, sequence: 1 },
  metadata: metadataFor(data.jobId, 1, tenantId, null, now),
});

type Cause = Readonly<{ tenantId: string; eventId: string }>;

export const jobStarted = (cause: Cause, jobId: string, attempt: number, workerId: string, now: Date): JobStarted => {
  const sequence = startedSequence(attempt);
  return {
    type: 'JobStarted',
    data: { jobId, sequence, attempt, workerId },
    metadata: metadataFor(jobId, sequence, cause.tenantId, cause.eventId, now),
  };
};

export const jobCompleted = (cause: Cause, data: Omit<JobCompleted['data'], 'sequence'>, now: Date): JobCompleted => {
  const sequence = finishedSequence(data.attempt);
  return {
    type: 'JobCompleted',
    data: { ...data, sequence },
    metadata: metadataFor(data.jobId, sequence, cause.tenantId, cause.eventId, now),
  };
};

export const jobFailed = (cause: Cause, data: Omit<JobFailed['data'], 'sequence'>, now: Date): JobFailed => {
  const sequence = finishedSequence(data.attempt);
  return {
    type: 'JobFailed',
    data: { ...data, sequence },
    metadata: metadataFor(data.jobId, sequence, cause.tenantId, cause.eventId, now),
  };
};

/** A job cancelled before any attempt: `attempt` 0, at the sequence where attempt 1 would end (3), so it follows the request. */
export const jobCancelled = (
  cause: Cause,
  data: Pick<JobFailed['data'], 'jobId' | 'errorCode' | 'errorMessage'>,
  now: Date,
): JobFailed => {
  const sequence = finishedSequence(1);
  return {
    type: 'JobFailed',
    data: { ...data, sequence, attempt: 0, durationMs: 0 },
    metadata: metadataFor(data.jobId, sequence, cause.tenantId, cause.eventId, now),
  };
};

export const jobRetryScheduled = (
  cause: Cause,
  data: Omit<JobRetryScheduled['data'], 'sequence'>,
  now: Date,
): JobRetryScheduled => {
  const sequence = finishedSequence(data.attempt);
  return {
    type: 'JobRetryScheduled',
    data: { ...data, sequence },
    metadata: metadataFor(data.jobId, sequence, cause.tenantId, cause.eventId, now),
  };
};
