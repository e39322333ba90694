import type { Outcome, QueueEntry } from './queue-entry';

export type DayCounts = Readonly<{ day: string } & Record<Outcome | 'none', number>>;
export type ClaimsOverview = Readonly<{ days: DayCounts[]; flags: Readonly<{ flag: string; count: number }>[] }>;

const TOP_FLAGS = 10;

/** Claims per day (by completion, UTC) by outcome, every day of the range present, and the most frequent flags. */
export const claimsOverview = (
  facts: readonly Pick<QueueEntry, 'completedAt' | 'outcome' | 'flags'>[],
  from: string,
  to: string,
): ClaimsOverview => {
  const days = new Map<string, Record<Outcome | 'none', number>>();
  for (let at = Date.parse(from); at < Date.parse(to); at += 86_400_000)
    days.set(new Date(at).toISOString().slice(0, 10), { pass: 0, review: 0, fail: 0, none: 0 });
  const flags = new Map<string, number>();
  for (const fact of facts) {
    const counts = fact.completedAt === null ? undefined : days.get(fact.completedAt.slice(0, 10));
    if (counts !== undefined) counts[fact.outcome ?? 'none'] += 1;
    for (const flag of fact.flags) flags.set(flag, (flags.get(flag) ?? 0) + 1);
  }
  return {
    days: [...days].map(([day, counts]) => ({ day, ...counts })),
    flags: [...flags]
      .map(([flag, count]) => ({ flag, count }))
      .sort((a, b) => b.count - a.count || a.flag.localeCompare(b.flag))
      .slice(0, TOP_FLAGS),
  };
};
