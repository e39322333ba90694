// Runs every labelled audit claim set and measures audit latency.
// Usage: node dist/bench/eval-audit.js [--json]   (npm run eval:audit)
import path from 'node:path';
import { loadStandardRuleSets } from '../domain/audit';
import { loadClaimSet } from '../eval/audit/claim-set';
import { presentSets } from '../eval/audit/claim-sets';
import { confusion, STATUSES, type Confusion } from '../eval/audit/confusion';
import { auditLatency } from '../eval/audit/latency';
import { scoreClaims, type EvalReport } from '../eval/audit/score-claims';

// Compiled to dist/bench/eval-audit.js: the repository root is two levels up.
const root = path.resolve(__dirname, '../..');
const LATENCY_RUNS = 2000;
const LATENCY_TARGET_MS = 50;

const percent = (f: number) => `${(f * 100).toFixed(1)}%`;
const round = (f: number) => Math.round(f * 10000) / 10000;

function printSet(name: string, report: EvalReport, matrix: Confusion): void {
  console.log(`\n== ${name}\nprogram      claims  status-agreement  flag-recall`);
  for (const [program, f] of Object.entries(report.byProgram)) {
    console.log(
      `${program.padEnd(12)} ${String(f.claims).padStart(6)}  ${percent(f.statusAgreement).padStart(16)}  ${percent(f.flagRecall).padStart(11)}`,
    );
  }
  console.log(
    `${'all'.padEnd(12)} ${String(report.claims).padStart(6)}  ${percent(report.statusAgreement).padStart(16)}  ${percent(report.flagRecall).padStart(11)}`,
  );
  console.log(`\nexpected \\ actual   ${STATUSES.map((s) => s.padStart(6)).join(' ')}`);
  for (const expected of STATUSES)
    console.log(
      `${expected.padEnd(19)} ${STATUSES.map((s) => String(matrix.matrix[expected][s]).padStart(6)).join(' ')}`,
    );
  console.log(
    `fail → pass: ${matrix.failToPass}${matrix.failToPass > 0 ? ` (${matrix.failToPassIds.join(', ')})` : ''}`,
  );
  const disagreements = report.outcomes.filter((o) => !o.statusAgrees || o.missedFlags.length > 0);
  if (disagreements.length > 0) console.log('\nclaims that disagree with their labels:');
  for (const o of disagreements) {
    console.log(`- ${o.id}: expected ${o.expectedStatus}, got ${o.actualStatus}${o.problem ? ` (${o.problem})` : ''}`);
    for (const missed of o.missedFlags) console.log(`    missing flag ${JSON.stringify(missed)}`);
    for (const code of o.unexpectedCodes) console.log(`    unexpected flag ${code}`);
    for (const flag of o.result?.flags ?? [])
      if (flag.severity !== 'info') console.log(`    got ${flag.severity} ${flag.code}: ${flag.message}`);
  }
}

function main(): number {
  const json = process.argv.includes('--json');
  const registry = loadStandardRuleSets(path.join(root, 'rules'));
  const sets = presentSets(root).map((set) => {
    const report = scoreClaims(loadClaimSet(path.join(root, set.dir)), registry);
    return { set, report, matrix: confusion(report.outcomes) };
  });
  for (const { set, report, matrix } of sets) printSet(set.name, report, matrix);

  const pep = registry.resolve('FL_PEP');
  const latency =
    pep.status === 'resolved' ? auditLatency(pep.ruleSet, LATENCY_RUNS, new Date('2026-10-01T12:00:00Z')) : undefined;
  if (latency) {
    console.log(
      `\nlatency ms (20-line claim, ${latency.rounds} rounds of ${LATENCY_RUNS / latency.rounds} runs): median ${latency.medianMs.toFixed(3)}  p95 ${latency.p95Ms.toFixed(3)} (median of the rounds' p95: ${latency.p95PerRoundMs.map((p) => p.toFixed(2)).join(', ')})`,
    );
  }

  const ok =
    (latency?.p95Ms ?? Infinity) < LATENCY_TARGET_MS &&
    sets.every(
      ({ set, report, matrix }) =>
        report.statusAgreement >= set.targetAgreement &&
        matrix.failToPass === 0 &&
        (!set.requireFlagRecall || report.flagRecall === 1),
    );
  if (json) {
    const bySet = Object.fromEntries(
      sets.map(({ set, report, matrix }) => [
        set.name,
        {
          claims: report.claims,
          statusAgreement: round(report.statusAgreement),
          flagRecall: round(report.flagRecall),
          targetAgreement: set.targetAgreement,
          confusion: matrix.matrix,
          failToPass: matrix.failToPass,
          failToPassIds: matrix.failToPassIds,
          byProgram: Object.fromEntries(
            Object.entries(report.byProgram).map(([k, f]) => [
              k,
              { claims: f.claims, statusAgreement: round(f.statusAgreement), flagRecall: round(f.flagRecall) },
            ]),
          ),
        },
      ]),
    );
    console.log(
      JSON.stringify({
        sets: bySet,
        latency: latency && {
          runs: LATENCY_RUNS,
          rounds: latency.rounds,
          medianMs: round(latency.medianMs),
          p95Ms: round(latency.p95Ms),
          targetP95Ms: LATENCY_TARGET_MS,
        },
        meetsTargets: ok,
      }),
    );
  }
  return ok ? 0 : 1;
}

process.exitCode = main();
