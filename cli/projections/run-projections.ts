import type { Db } from 'mongodb';
import { groupIdFor } from '../../common/topics';
import {
  dropCollectionsOf,
  oldBasesOf,
  ProjectionRebuild,
  type ProgressReport,
  type RebuildableProjection,
  type RebuildDeps,
} from '../../projections/rebuild';
import { progressJson, progressLine, summaryJson, summaryText } from './format-rebuild';
import { parseProjectionsArgs, projectionsUsage, type ProjectionsArgs } from './parse-projections-args';

export const EXIT = { ok: 0, error: 1, usage: 2, interrupted: 130 } as const;

export type ProjectionsCliDeps = Readonly<{
  table: readonly RebuildableProjection[];
  /** Connects, with this progress printer. */
  connect: (onProgress: (report: ProgressReport) => void) => Promise<RebuildDeps>;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Registers what to do on Ctrl-C. */
  onInterrupt: (stop: () => void) => void;
}>;

const dropCommand = (name: string): string => `node dist/cli/projections/main.js drop-old --projection ${name}`;

/** `rebuild` or `drop-old`, as parsed; returns the exit code. */
export const runProjections = async (argv: readonly string[], deps: ProjectionsCliDeps): Promise<number> => {
  const names = deps.table.map((projection) => projection.name);
  let args: ProjectionsArgs;
  try {
    args = parseProjectionsArgs(argv, names);
  } catch (error) {
    deps.err(`projections: ${error instanceof Error ? error.message : String(error)}\n\n${projectionsUsage(names)}\n`);
    return EXIT.usage;
  }
  const selected = deps.table.filter((projection) => args.projections.includes(projection.name));
  const rebuildDeps = await deps.connect((report) => {
    deps.out(args.json ? progressJson(report) : `${progressLine(report)}\n`);
  });
  return args.command === 'drop-old'
    ? dropOld(rebuildDeps.db, selected, args.json, deps)
    : rebuildAll(rebuildDeps, selected, args, deps);
};

const rebuildAll = async (
  rebuildDeps: RebuildDeps,
  selected: readonly RebuildableProjection[],
  args: ProjectionsArgs,
  deps: ProjectionsCliDeps,
): Promise<number> => {
  // A deciding service must be stopped for its projection's switch: say so before hours of building, not after.
  for (const projection of selected) {
    if (projection.decidedBy === undefined) continue;
    const group = groupIdFor(rebuildDeps.topicPrefix, projection.decidedBy);
    if (await rebuildDeps.groups.isActive(group)) {
      deps.err(
        `projections: ${projection.name} is kept by ${projection.decidedBy}, which is running (consumer group ${group} has members). Stop it first and start it again after the rebuild, or leave ${projection.name} out (--projection <name>). Nothing was changed.\n`,
      );
      return EXIT.error;
    }
  }
  let current: ProjectionRebuild | null = null;
  // Read through a function: the signal handler sets it while the loop awaits, which flow analysis cannot see.
  let stopRequested = false;
  const interrupted = () => stopRequested;
  deps.onInterrupt(() => {
    stopRequested = true;
    current?.abandon().catch((error: unknown) => {
      deps.err(`projections: ${error instanceof Error ? error.message : String(error)}; finishing the switch\n`);
    });
  });
  for (const projection of selected) {
    if (interrupted()) break;
    const rebuild: ProjectionRebuild = await ProjectionRebuild.open(rebuildDeps, projection);
    current = rebuild;
    if (!args.json)
      deps.out(
        `${projection.name}: rebuilding into ${rebuild.freshBase}… from the beginning of ${rebuildDeps.topic}\n`,
      );
    try {
      if (interrupted()) await rebuild.abandon(); // Ctrl-C while it was opening
      await rebuild.build();
    } catch (error) {
      if (!interrupted()) throw error;
      deps.err(
        `projections: interrupted; the collections rebuilt for ${projection.name} were dropped, and nothing live was changed\n`,
      );
      return EXIT.interrupted;
    }
    try {
      const summary = await rebuild.switchLive({ dropOld: args.dropOld });
      deps.out(args.json ? summaryJson(summary) : summaryText(summary, dropCommand(projection.name)));
    } catch (error) {
      await rebuild.abandon().catch(() => undefined); // refused once the switch has begun: then the error says what happened
      throw error;
    }
  }
  return interrupted() ? EXIT.interrupted : EXIT.ok;
};

const dropOld = async (
  db: Db,
  selected: readonly RebuildableProjection[],
  json: boolean,
  deps: ProjectionsCliDeps,
): Promise<number> => {
  for (const projection of selected) {
    const dropped: string[] = [];
    for (const base of await oldBasesOf(db, projection.collection))
      dropped.push(...(await dropCollectionsOf(db, base)));
    deps.out(
      json
        ? `${JSON.stringify({ projection: projection.name, dropped })}\n`
        : `${projection.name}: ${dropped.length === 0 ? 'no replaced collections' : `dropped ${dropped.join(', ')}`}\n`,
    );
  }
  return EXIT.ok;
};
