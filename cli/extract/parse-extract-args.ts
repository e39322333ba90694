import { splitArgs } from '../args/split-args';

export type ExtractArgs = Readonly<{
  source: string;
  students: string | null;
  categorize: boolean;
  fast: boolean;
  program: string | null;
  engine: 'local' | 'openai' | null;
}>;

export const EXTRACT_USAGE = `Usage: npm run extract -- <file-or-url> [--students students.json] [--categorize [--program FL_PEP]] [--fast] [--engine local|openai]

Prints the ReceiptExtractionResult as JSON. A URL is fetched with the service's own fetcher and limits
(FILE_MAX_BYTES, FILE_FETCH_ALLOWED_PRIVATE_HOSTS…); the engine and its settings come from the
environment (EXTRACTION_ENGINE, OPENAI_*) unless --engine says otherwise. students.json holds an
array of {"id", "name", "officialName"?, "scholarshipProgram"?}.`;

/** `<source> --students s.json --categorize --program FL_PEP --engine local` → ExtractArgs; throws with the reason on anything else. */
export const parseExtractArgs = (argv: readonly string[]): ExtractArgs => {
  const { source, values, flags } = splitArgs(argv, {
    valued: new Set(['--students', '--program', '--engine']),
    flags: new Set(['--categorize', '--fast']),
  });
  if (source === null) throw new Error('Name a file or URL to extract');
  const engine = values['--engine'] ?? null;
  if (engine !== null && engine !== 'local' && engine !== 'openai')
    throw new Error(`--engine must be local or openai, got '${engine}'`);
  if (values['--program'] && !flags.has('--categorize')) throw new Error('--program applies only with --categorize');
  return {
    source,
    students: values['--students'] ?? null,
    categorize: flags.has('--categorize'),
    fast: flags.has('--fast'),
    program: values['--program'] ?? null,
    engine,
  };
};
