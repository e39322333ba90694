import { auditClaim, type RuleSet, type SubmissionAuditClaim } from '../../domain/audit';

const DESCRIPTIONS = [
  'Spectrum Grade 4 Math Workbook',
  'Magna-Tiles 100 piece set',
  'Crayola colored pencils 24 ct',
  'Math tutoring session',
  'Singapore Math teacher guide',
  'Soccer ball size 4',
  'Microscope with prepared slides',
  'Piano lessons (monthly)',
  'Zoo annual membership',
  'Composition notebook',
  'Label maker',
  'iPad Air',
  'Weighted blanket',
  'Ukulele starter kit',
  'Chess set',
  'Home internet service',
  'Walt Disney World 1-day ticket',
  'Printer ink cartridge',
  'Sales tax',
  'Subscription charges',
];

// A 20-line claim touching most checks: inferred categories, prohibited, caps, documents, hints.
export function twentyLineClaim(): SubmissionAuditClaim {
  const lineItems = DESCRIPTIONS.map((description, i) => ({
    description,
    price: 10 + i * 3.25,
    ...(i % 3 === 0
      ? {}
      : {
          justification:
            'My son struggles with fractions, so we will use this daily in 20-minute lessons to master 4th-grade math.',
        }),
  }));
  return {
    vendor: 'Amazon',
    amount: lineItems.reduce((sum, item) => sum + item.price, 0),
    lineItems,
    supportingFiles: [{ name: 'receipt.pdf' }, { name: 'tutor-certificate.pdf' }],
    links: [{ url: 'https://example.org/bio', label: 'Instructor bio' }],
  };
}

export interface LatencyFigures {
  rounds: number;
  // Medians over the rounds of each round's median and p95: one noisy round does not decide.
  medianMs: number;
  p95Ms: number;
  p95PerRoundMs: number[];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function round(claim: SubmissionAuditClaim, ruleSet: RuleSet, runs: number, now: Date): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    auditClaim(claim, ruleSet, { now });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

export function auditLatency(ruleSet: RuleSet, runs: number, now: Date, rounds = 5): LatencyFigures {
  const claim = twentyLineClaim();
  for (let i = 0; i < 50; i++) auditClaim(claim, ruleSet, { now });
  const results = Array.from({ length: rounds }, () => round(claim, ruleSet, Math.ceil(runs / rounds), now));
  const p95PerRoundMs = results.map((times) => percentile(times, 0.95));
  return {
    rounds,
    medianMs: median(results.map((times) => percentile(times, 0.5))),
    p95Ms: median(p95PerRoundMs),
    p95PerRoundMs,
  };
}
