import { offsetsText } from '../../common/messaging';
import type { ProgressReport, RebuildSummary } from '../../projections/rebuild';

const count = (value: number): string => value.toLocaleString('en-US');

/** `jobs  build  12,345 events  3,456/s  p0:4100/4100 p1:…` */
export const progressLine = (report: ProgressReport): string => {
  const positions = [...report.target.keys()]
    .sort((a, b) => a - b)
    .map((partition) => `p${partition}:${report.positions.get(partition) ?? 0}/${report.target.get(partition)}`);
  const skipped = report.skipped > 0 ? `  ${count(report.skipped)} skipped` : '';
  return `${report.projection}  ${report.phase}${report.done ? ' done' : ''}  ${count(report.events)} events  ${count(report.eventsPerSecond)}/s${skipped}  ${positions.join(' ') || offsetsText(report.target)}`;
};

export const summaryText = (summary: RebuildSummary, dropCommand: string): string => {
  const lines = [
    `${summary.projection}: rebuilt from ${count(summary.events)} events in ${summary.seconds.toFixed(1)} s and switched`,
  ];
  for (const collection of summary.collections)
    lines.push(`  ${collection.name.padEnd(28)} ${count(collection.documents).padStart(10)} documents`);
  if (summary.purgedExpired > 0)
    lines.push(`  ${count(summary.purgedExpired)} records past the tenants' retention were purged before the switch`);
  for (const skipped of summary.skipped)
    lines.push(`  skipped p${skipped.partition}@${skipped.offset} (${skipped.failure}): ${skipped.error}`);
  if (summary.oldCollections.length === 0) lines.push('  no collections were replaced');
  else if (summary.oldDropped) lines.push(`  dropped the replaced collections: ${summary.oldCollections.join(', ')}`);
  else
    lines.push(
      `  the replaced collections are kept: ${summary.oldCollections.join(', ')}`,
      `  drop them with: ${dropCommand}`,
    );
  return `${lines.join('\n')}\n`;
};

/** The summary as JSON: offsets maps become objects. */
export const summaryJson = (summary: RebuildSummary): string => `${JSON.stringify(summary)}\n`;

export const progressJson = (report: ProgressReport): string =>
  `${JSON.stringify({ ...report, positions: Object.fromEntries(report.positions), target: Object.fromEntries(report.target) })}\n`;
