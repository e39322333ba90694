/** Who caused a job's next events: the request's tenant and event id. */
export type JobCause = Readonly<{ tenantId: string; eventId: string }>;

type Command<T extends string, D> = Readonly<{ type: T; data: Readonly<D> }>;

/** Start the job's next attempt (a new request, a redelivered one, or a retry that is due). */
export type StartAttempt = Command<'StartAttempt', { jobId: string; cause: JobCause; workerId: string; now: Date }>;

export type CompleteAttempt = Command<
  'CompleteAttempt',
  {
    jobId: string;
    cause: JobCause;
    resultJson: string;
    fileSha256: string | null;
    pages: number | null;
    durationMs: number;
    now: Date;
  }
>;

/** `retriable` comes from the one failure classifier; `jitter` is a random number in [0, 1), drawn by the caller so that deciding stays pure. */
export type FailAttempt = Command<
  'FailAttempt',
  {
    jobId: string;
    cause: JobCause;
    errorCode: string;
    errorMessage: string;
    retriable: boolean;
    durationMs: number;
    jitter: number;
    now: Date;
  }
>;

/** Cancel a job that has not started (a cancelled batch's item). */
export type CancelJob = Command<
  'CancelJob',
  { jobId: string; cause: JobCause; errorCode: string; errorMessage: string; now: Date }
>;

export type JobCommand = StartAttempt | CompleteAttempt | FailAttempt | CancelJob;
