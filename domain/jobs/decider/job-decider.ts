import type { JobEvent } from '../job-events';
import type { JobCommand } from './job-commands';
import { decideJob, type JobRetryPolicy } from './decide-job';
import { evolveJobState, initialJobState, type JobState } from './job-state';

/** A job as a decider: `decide(command, state) → events`, `evolve(state, event) → state`, and where a job starts. */
export type JobDecider = Readonly<{
  decide: (command: JobCommand, state: JobState) => JobEvent[];
  evolve: (state: JobState, event: JobEvent) => JobState;
  initialState: JobState;
}>;

export const jobDecider = (policy: JobRetryPolicy): JobDecider => ({
  decide: (command, state) => decideJob(command, state, policy),
  evolve: evolveJobState,
  initialState: initialJobState,
});
