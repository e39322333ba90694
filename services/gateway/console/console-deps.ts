import type { ReviewQueueStore } from '../../../projections/review-queue';
import type { ConsoleSessionStore } from './sessions';

/** What the review console needs beyond the API's dependencies; without it the gateway serves no console. */
export type ConsoleDeps = Readonly<{
  reviewQueue: ReviewQueueStore;
  sessions: ConsoleSessionStore;
  /** The built bundle (dist/console); absent files answer 404 with a hint to build. */
  assetsDir: string;
}>;
