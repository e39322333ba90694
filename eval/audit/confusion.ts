import type { ClaimOutcome } from './score-claims';

export const STATUSES = ['pass', 'review', 'fail'] as const;
export type Status = (typeof STATUSES)[number];

// Rows: the label; columns: what the audit said. failToPass is the count an administrator cannot accept.
export interface Confusion {
  matrix: Record<Status, Record<Status | 'other', number>>;
  failToPass: number;
  failToPassIds: string[];
}

export function confusion(outcomes: readonly ClaimOutcome[]): Confusion {
  const row = () => ({ pass: 0, review: 0, fail: 0, other: 0 });
  const matrix: Confusion['matrix'] = { pass: row(), review: row(), fail: row() };
  for (const o of outcomes) {
    const actual = (STATUSES as readonly string[]).includes(o.actualStatus) ? (o.actualStatus as Status) : 'other';
    // The expected status comes from a hand-written JSON file: an unknown one is left out, not counted.
    const counts = (matrix as Partial<Record<string, Record<Status | 'other', number>>>)[o.expectedStatus];
    if (counts) counts[actual] += 1;
  }
  const failed = outcomes.filter((o) => o.expectedStatus === 'fail' && o.actualStatus === 'pass');
  return { matrix, failToPass: failed.length, failToPassIds: failed.map((o) => o.id) };
}
