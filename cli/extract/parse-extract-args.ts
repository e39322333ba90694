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
  let source: string | null = null;
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index]!;
    if (token === '--categorize' || token === '--fast') flags.add(token);
    else if (token === '--students' || token === '--program' || token === '--engine') {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`Option ${token} needs a value`);
      values[token] = value;
      index += 1;
    } else if (token.startsWith('--')) throw new Error(`Unknown option '${token}'`);
    else if (source === null) source = token;
    else throw new Error(`Unexpected argument '${token}'`);
  }
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
