import { BATCH_CONCURRENCY } from '../../contracts';
import { splitArgs } from '../args/split-args';

export type SubmitArgs = Readonly<{
  /** A folder (its receipt files) or a glob. */
  source: string;
  program: string | null;
  out: string | null;
  format: 'csv' | 'json';
  apiUrl: string;
  apiKey: string;
  /** The host name the service reaches this machine's file server by. */
  serveHost: string;
  concurrency: number | null;
}>;

export const SUBMIT_USAGE = `Usage: npm run submit -- <folder or glob> [--program FL_PEP] [--out results.csv|results.json]
                         [--api-url URL] [--api-key KEY] [--serve-host HOST] [--concurrency ${BATCH_CONCURRENCY.min}-${BATCH_CONCURRENCY.max}]

Serves the files from a file server on this machine, submits them as one batch, shows its progress,
and writes one row per file: file, status, vendor, date, total, confidence, flags, error. Without
--out the CSV goes to standard output. The key and URL default to RECEIPT_AUDIT_API_KEY and
RECEIPT_AUDIT_API_URL (else http://127.0.0.1:3000). The service must be allowed to fetch from
--serve-host (default 127.0.0.1; see FILE_FETCH_ALLOWED_PRIVATE_HOSTS).`;

const VALUED = new Set(['--program', '--out', '--api-url', '--api-key', '--serve-host', '--concurrency']);

/** `<source> --program FL_PEP --out r.csv` → SubmitArgs; throws with the reason on anything else. */
export const parseSubmitArgs = (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): SubmitArgs => {
  const { source, values } = splitArgs(argv, {
    valued: VALUED,
    extraHint: 'quote a glob so the shell does not expand it',
  });
  if (source === null) throw new Error('Name a folder or a glob of receipt files');
  const out = values['--out'] ?? null;
  if (out !== null && !/\.(csv|json)$/i.test(out)) throw new Error(`--out must end in .csv or .json, got '${out}'`);
  const apiKey = values['--api-key'] ?? env.RECEIPT_AUDIT_API_KEY;
  if (apiKey === undefined || apiKey === '') throw new Error('Give an API key: --api-key or RECEIPT_AUDIT_API_KEY');
  const concurrency = values['--concurrency'] === undefined ? null : Number(values['--concurrency']);
  const { min, max } = BATCH_CONCURRENCY;
  if (concurrency !== null && !(Number.isInteger(concurrency) && concurrency >= min && concurrency <= max))
    throw new Error(`--concurrency must be a whole number from ${min} to ${max}, got '${values['--concurrency']}'`);
  return {
    source,
    program: values['--program'] ?? null,
    out,
    format: out !== null && /\.json$/i.test(out) ? 'json' : 'csv',
    apiUrl: values['--api-url'] ?? env.RECEIPT_AUDIT_API_URL ?? 'http://127.0.0.1:3000',
    apiKey,
    serveHost: values['--serve-host'] ?? '127.0.0.1',
    concurrency,
  };
};
