import type { Db } from 'mongodb';
import type { Logger } from '../../common/logging';
import type { RetentionCutoffs } from '../../domain/retention';
import type { ProjectionHandler } from './replay';

/**
 * One entry of the table of projections a rebuild knows (cli/projections/rebuildable-projections.ts):
 * adding a projection there is all it takes to rebuild it.
 */
export type RebuildableProjection = Readonly<{
  /** As `--projection` names it. */
  name: string;
  /** The base name of its live collections: `<base>` and `<base>_<suffix>`. */
  collection: string;
  /** Its stores on the collections under `base`, indexes ready, and the consumer handler that writes into them. */
  open: (db: Db, base: string, logger: Logger) => Promise<ProjectionHandler>;
  /** When its live projector handles different jobs' events side by side: how many (the rebuild does the same). */
  jobsConcurrently?: number;
  /**
   * The consumer group (without the topic prefix) of a service that keeps this read model live and also
   * decides from it (the batch coordinator). The rebuild then folds the events up to where that group
   * stands, not to the end of the topic, and switches only while the service is stopped, so that the
   * service goes on from the very state it left (docs/projections.md).
   */
  decidedBy?: string;
  /**
   * Removes from its collections under `base` what the retention purge removes from the live ones, and
   * says how many records went. A rebuild folds every event again, purged jobs' too; this runs on the
   * rebuilt collections before they go live, so purged work never comes back.
   */
  purgeExpired?: (db: Db, base: string, cutoffs: RetentionCutoffs) => Promise<number>;
}>;
