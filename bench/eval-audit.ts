// Runs the labelled audit claims and measures audit latency.
// Usage: node dist/bench/eval-audit.js [--json]   (npm run eval:audit)
import path from 'node:path';
import { loadStandardRuleSets } from '../domain/audit';
import { loadClaimSet } from '../eval/audit/claim-set';
import { auditLatencyP95 } from '../eval/audit/latency';
import { scoreClaims } from '../eval/audit/score-claims';

// Compiled to dist/bench/eval-audit.js: the repository root is two levels up.
const root = path.resolve(__dirname, '../..');
const TARGET_STATUS = 0.95;
const TARGET_RECALL = 1;
const LATENCY_RUNS = 2000;

const percent = (f: number) => `${(f * 100).toFixed(1)}%`;

function main(): number {
  const json = process.argv.includes('--json');
  const registry = loadStandardRuleSets(path.join(root, 'rules'));
  const report = scoreClaims(loadClaimSet(path.join(root, 'eval/audit/claims')), registry);
  const pep = registry.resolve('FL_PEP');
  const p95LatencyMs = pep.status === 'resolved' ? auditLatencyP95(pep.ruleSet, LATENCY_RUNS, new Date('2026-10-01T12:00:00Z')) : Number.NaN;

  console.log('program      claims  status-agreement  flag-recall');
  for (const [program, f] of Object.entries(report.byProgram)) {
    console.log(`${program.padEnd(12)} ${String(f.claims).padStart(6)}  ${percent(f.statusAgreement).padStart(16)}  ${percent(f.flagRecall).padStart(11)}`);
  }
  console.log(`${'all'.padEnd(12)} ${String(report.claims).padStart(6)}  ${percent(report.statusAgreement).padStart(16)}  ${percent(report.flagRecall).padStart(11)}`);
  const disagreements = report.outcomes.filter((o) => !o.statusAgrees || o.missedFlags.length > 0);
  if (disagreements.length > 0) console.log('\nclaims that disagree with their labels:');
  for (const o of disagreements) {
    console.log(`- ${o.id}: expected ${o.expectedStatus}, got ${o.actualStatus}${o.problem ? ` (${o.problem})` : ''}`);
    for (const missed of o.missedFlags) console.log(`    missing flag ${JSON.stringify(missed)}`);
    for (const code of o.unexpectedCodes) console.log(`    unexpected flag ${code}`);
    for (const flag of o.result?.flags ?? []) if (flag.severity !== 'info') console.log(`    got ${flag.severity} ${flag.code}: ${flag.message}`);
  }
  console.log(`\nlatency p95 ms (20-line claim, ${LATENCY_RUNS} runs): ${p95LatencyMs.toFixed(3)}`);

  if (json) {
    const round = (f: number) => Math.round(f * 10000) / 10000;
    const byProgram = Object.fromEntries(
      Object.entries(report.byProgram).map(([k, f]) => [k, { claims: f.claims, statusAgreement: round(f.statusAgreement), flagRecall: round(f.flagRecall) }]),
    );
    console.log(JSON.stringify({ claims: report.claims, statusAgreement: round(report.statusAgreement), flagRecall: round(report.flagRecall), byProgram, p95LatencyMs: round(p95LatencyMs) }));
  }
  return report.statusAgreement >= TARGET_STATUS && report.flagRecall >= TARGET_RECALL ? 0 : 1;
}

process.exitCode = main();
