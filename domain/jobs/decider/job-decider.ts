import type { JobEvent } from '../job-events';
import type { JobCommand } from './job-commands';
import type { RetryPolicy } from '../../retry';
import { decideJob } from './decide-job';
import { evolveJobState, initialJobState, type JobState } from './job-state';

/** A job as a decider: `decide(command, state) → events`, `evolve(state, event) → state`, and where a job starts. */
export type JobDecider = Readonly<{
  decide: (command: JobCommand, state: JobState) => JobEvent[];
  evolve: (state: JobState, event: JobEvent) => JobState;
  initialState: JobState;
}>;

export const jobDecider = (policy: RetryPolicy): JobDecider => ({
  decide: (command, state) => decideJob(command, state, policy),
  evolve: evolveJobState,
  initialState: initialJobState,
});
