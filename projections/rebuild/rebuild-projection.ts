import type { Db } from 'mongodb';
import type { EventCodec } from '../../common/events';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logging';
import type { ConsumerGroups, MessageBus, Offsets, TopicEnds } from '../../common/messaging';
import type { RetryPolicy } from '../../common/retry';
import { groupIdFor } from '../../common/topics';
import type { RetentionCutoffs } from '../../domain/retention';
import {
  collectionsOf,
  dropCollectionsOf,
  oldBase,
  rebuildBase,
  sizesOf,
  stampOf,
  type CollectionSize,
} from './projection-collections';
import type { RebuildableProjection } from './rebuildable-projection';
import { Replay, type SkippedMessage } from './replay';
import { switchCollections } from './switch-collections';

export type RebuildDeps = Readonly<{
  db: Db;
  bus: MessageBus;
  codec: EventCodec;
  ends: TopicEnds;
  groups: ConsumerGroups;
  topic: string;
  topicPrefix: string;
  /** At least the topic's partition count: every partition is read at once. */
  partitions: number;
  retry: RetryPolicy;
  /** For the projections' handlers. */
  logger: Logger;
  now: () => Date;
  /** The retention as it stands when a rebuilt projection is about to go live. */
  retentionCutoffs: () => Promise<RetentionCutoffs>;
  onProgress: (report: ProgressReport) => void;
  progressEveryMs: number;
}>;

/** build: from the beginning to the end seen at the start; catch-up: to the end seen then; after-switch: to the end seen after the switch. */
export type RebuildPhase = 'build' | 'catch-up' | 'after-switch';

export type ProgressReport = Readonly<{
  projection: string;
  phase: RebuildPhase;
  events: number;
  eventsPerSecond: number;
  skipped: number;
  positions: Offsets;
  target: Offsets;
  done: boolean;
}>;

export type RebuildSummary = Readonly<{
  projection: string;
  collections: readonly CollectionSize[];
  /** The collections the rebuild replaced, kept unless dropped. */
  oldCollections: readonly string[];
  oldDropped: boolean;
  events: number;
  /** Records of the rebuilt collections removed before the switch because the retention had purged them. */
  purgedExpired: number;
  skipped: readonly SkippedMessage[];
  seconds: number;
}>;

/** The rebuild cannot go on safely (a deciding service is running, or ran meanwhile); nothing live was changed. */
export class RebuildRefusedError extends AppError {
  constructor(message: string) {
    super('REBUILD_REFUSED', message);
  }
}

/**
 * One projection rebuilt from the beginning of the topic into fresh collections (`<base>__rb<stamp>`),
 * then put in place of the live ones: `open`, `build`, then (the caller may compare first) `switchLive`
 * or `abandon`. A projection with a deciding service is built up to that service's consumer position and
 * switched only while it is stopped; any other is switched live, and read on after the switch so that
 * what its live projector wrote meanwhile to the collections it was leaving is not lost.
 */
export class ProjectionRebuild {
  readonly freshBase: string;
  readonly oldBase: string;
  private readonly startedAt: number;
  private switching = false;
  private abandoning: Promise<void> | null = null;

  private constructor(
    private readonly deps: RebuildDeps,
    readonly projection: RebuildableProjection,
    stamp: string,
    private readonly replay: Replay,
    private readonly replayGroup: string,
    private readonly limit: Offsets | undefined,
  ) {
    this.freshBase = rebuildBase(projection.collection, stamp);
    this.oldBase = oldBase(projection.collection, stamp);
    this.startedAt = deps.now().getTime();
  }

  /** Creates the fresh collections and starts reading the topic into them; `build` waits for it to get there. */
  static async open(deps: RebuildDeps, projection: RebuildableProjection): Promise<ProjectionRebuild> {
    const stamp = stampOf(deps.now());
    const fresh = rebuildBase(projection.collection, stamp);
    if ((await collectionsOf(deps.db, fresh)).length > 0)
      throw new RebuildRefusedError(`Collections ${fresh}* exist already: another rebuild started this second`);
    const limit =
      projection.decidedBy === undefined
        ? undefined
        : await deps.groups.committedOffsets(groupIdFor(deps.topicPrefix, projection.decidedBy), deps.topic);
    const replayGroup = groupIdFor(deps.topicPrefix, `projection-rebuild.${projection.name}.${stamp}`);
    try {
      const handler = await projection.open(deps.db, fresh, deps.logger);
      const replay = await Replay.start(
        {
          bus: deps.bus,
          codec: deps.codec,
          topic: deps.topic,
          groupId: replayGroup,
          partitionsConcurrently: deps.partitions,
          retry: deps.retry,
          logger: deps.logger,
          ...(limit === undefined ? {} : { limit }),
          ...(projection.jobsConcurrently === undefined ? {} : { jobsConcurrently: projection.jobsConcurrently }),
        },
        handler,
      );
      return new ProjectionRebuild(deps, projection, stamp, replay, replayGroup, limit);
    } catch (error) {
      await dropCollectionsOf(deps.db, fresh).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Reads to the end of the topic as it was at the start, then to its end as it is then (the live
   * projector went on meanwhile), so that the switch finds little left to read. A projection with a
   * deciding service reads to that service's position instead. Fails (and drops what it built) when abandoned.
   */
  async build(): Promise<void> {
    try {
      await this.run('build', this.limit ?? (await this.deps.ends.endOffsets(this.deps.topic)));
      if (this.limit === undefined) await this.run('catch-up', await this.deps.ends.endOffsets(this.deps.topic));
    } catch (error) {
      await this.abandon();
      throw error;
    }
  }

  /**
   * Purges from the rebuilt collections what the retention has purged from the live ones, then renames
   * the live collections to `<base>__old<stamp>…` and the rebuilt ones to the live names.
   */
  async switchLive(options: Readonly<{ dropOld: boolean }>): Promise<RebuildSummary> {
    const { deps, projection } = this;
    if (projection.decidedBy !== undefined) await this.assertDeciderStopped(projection.decidedBy);
    const purgedExpired =
      (await projection.purgeExpired?.(deps.db, this.freshBase, await deps.retentionCutoffs())) ?? 0;
    this.switching = true;
    await this.replay.pause();
    await switchCollections(deps.db, { live: projection.collection, fresh: this.freshBase, old: this.oldBase });
    if (this.limit === undefined) {
      this.replay.resume(await projection.open(deps.db, projection.collection, deps.logger));
      await this.run('after-switch', await deps.ends.endOffsets(deps.topic));
    }
    await this.stopReplay();
    const oldCollections = options.dropOld
      ? await dropCollectionsOf(deps.db, this.oldBase)
      : await collectionsOf(deps.db, this.oldBase);
    const state = this.replay.state();
    return {
      projection: projection.name,
      collections: await sizesOf(deps.db, projection.collection),
      oldCollections,
      oldDropped: options.dropOld,
      events: state.events,
      purgedExpired,
      skipped: state.skipped,
      seconds: (deps.now().getTime() - this.startedAt) / 1_000,
    };
  }

  /** Stops and drops the rebuilt collections; the live ones were never touched. Refused once the switch has begun. */
  async abandon(): Promise<void> {
    if (this.switching)
      throw new RebuildRefusedError(`${this.projection.name}: the switch has begun; it cannot be abandoned any more`);
    this.abandoning ??= this.stopReplay().then(async () => {
      await dropCollectionsOf(this.deps.db, this.freshBase);
    });
    await this.abandoning;
  }

  private async assertDeciderStopped(decidedBy: string): Promise<void> {
    const group = groupIdFor(this.deps.topicPrefix, decidedBy);
    if (await this.deps.groups.isActive(group)) {
      throw new RebuildRefusedError(
        `${this.projection.name}: ${decidedBy} is running (consumer group ${group} has members); stop it before the switch, start it again after`,
      );
    }
    const now = await this.deps.groups.committedOffsets(group, this.deps.topic);
    const moved = [...new Set([...now.keys(), ...this.limit!.keys()])].some(
      (partition) => now.get(partition) !== this.limit!.get(partition),
    );
    if (moved)
      throw new RebuildRefusedError(
        `${this.projection.name}: ${decidedBy} handled events while the rebuild ran; stop it, then rebuild again`,
      );
  }

  private async run(phase: RebuildPhase, target: Offsets): Promise<void> {
    const phaseStart = { at: Date.now(), events: this.replay.state().events };
    let last = phaseStart;
    // while running: the rate since the last report; at the end: the phase's average
    const report = (done: boolean) => {
      const state = this.replay.state();
      const at = Date.now();
      const since = done ? phaseStart : last;
      const eventsPerSecond = at > since.at ? Math.round(((state.events - since.events) * 1_000) / (at - since.at)) : 0;
      last = { at, events: state.events };
      this.deps.onProgress({
        projection: this.projection.name,
        phase,
        events: state.events,
        eventsPerSecond,
        skipped: state.skipped.length,
        positions: state.positions,
        target,
        done,
      });
    };
    const timer = setInterval(() => report(false), this.deps.progressEveryMs);
    try {
      await this.replay.reach(target);
    } finally {
      clearInterval(timer);
    }
    report(true);
  }

  private async stopReplay(): Promise<void> {
    await this.replay.stop();
    await this.deps.groups
      .delete(this.replayGroup)
      .catch((error: unknown) =>
        this.deps.logger.warn(
          { err: error, group: this.replayGroup },
          'rebuild: its consumer group could not be deleted',
        ),
      );
  }
}
