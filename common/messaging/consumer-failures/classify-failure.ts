import { isAppError } from '../../errors';
import { isRetriable } from '../../retry';

/**
 * What a consumer does about a handler's failure:
 * - `transient`: an outage (database, broker, registry, network). The message is fine; try it again for
 *   as long as it takes, or a database restart would quietly lose events.
 * - `undecodable`: the bytes are not an event. Trying again gives the same bytes: dead-letter it at once.
 * - `permanent`: anything else (a bug, data the handler refuses). Tried a few times, then dead-lettered.
 */
export type FailureKind = 'transient' | 'undecodable' | 'permanent';

export const classifyFailure = (error: unknown): FailureKind => {
  if (isRetriable(error)) return 'transient';
  if (isAppError(error) && error.code === 'UNDECODABLE_MESSAGE') return 'undecodable';
  return 'permanent';
};
