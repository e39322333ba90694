/** The soak run's command line: `--minutes 10 --rate 4 --json`. */
export type SoakOptions = Readonly<{
  minutes: number;
  /** Requests started per second (open loop: a slow answer does not slow the load down), polling aside. */
  rate: number;
  /** Items per batch request. */
  batchSize: number;
  /** How long the jobs accepted may take to finish once the load stops. */
  drainMinutes: number;
  json: boolean;
  /** Keep the run's topics and database afterwards (to look at them). */
  keep: boolean;
}>;

export const USAGE = `usage: npm run soak -- [--minutes 10] [--rate 4] [--batch-size 5] [--drain-minutes 5] [--json] [--keep]`;

const number = (argv: readonly string[], name: string, fallback: number, min: number): number => {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} needs a number of at least ${min}\n${USAGE}`);
  return value;
};

export const parseSoakOptions = (argv: readonly string[]): SoakOptions => ({
  minutes: number(argv, 'minutes', 10, 0.1),
  rate: number(argv, 'rate', 4, 0.1),
  batchSize: Math.round(number(argv, 'batch-size', 5, 1)),
  drainMinutes: number(argv, 'drain-minutes', 5, 0.1),
  json: argv.includes('--json'),
  keep: argv.includes('--keep'),
});
