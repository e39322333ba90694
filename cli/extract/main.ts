import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../../common/config';
import { isAppError, UnknownProgramError, UnsupportedFileTypeError } from '../../common/errors';
import { rulesDir } from '../../common/paths';
import { loadStandardRuleSets } from '../../domain/audit';
import { toReceiptRequest } from '../../contracts';
import { createExtractionEngine, standardProgramResolver } from '../../services/extractor/engine';
import { detectFileType, fetchFile } from '../../common/files';
import { EXTRACT_USAGE, parseExtractArgs } from './parse-extract-args';
import { readStudents } from './read-students';

/** The operators' extraction tool: one local file or URL through the same engine the service runs. */
const run = async (): Promise<void> => {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help')) {
    process.stdout.write(`${EXTRACT_USAGE}\n`);
    return;
  }
  const args = parseExtractArgs(argv);
  const config = loadConfig(process.env);
  const isUrl = /^https?:\/\//i.test(args.source);
  const bytes = isUrl ? (await fetchFile(args.source, config.files)).bytes : readFileSync(args.source);
  const kind = detectFileType(bytes);
  if (kind === null) throw new UnsupportedFileTypeError('the file is not a JPEG, PNG, WebP, HEIC or PDF');
  const studentCandidates = readStudents(args.students);
  const registry = loadStandardRuleSets(rulesDir);
  // Refused as the API refuses it, rather than printing items left uncategorized.
  const program = args.program === null ? null : registry.resolve(args.program);
  if (program?.status === 'unknown_program')
    throw new UnknownProgramError(program.programKey, program.knownKeys, '--program');
  const engine = createExtractionEngine(
    config,
    standardProgramResolver(registry),
    args.engine ?? config.extraction.engine,
  );
  try {
    const { result } = await engine.extract({
      bytes,
      kind,
      now: new Date(),
      request: toReceiptRequest(
        {
          fileUrl: isUrl ? args.source : `file://${args.source}`,
          fileName: basename(args.source),
          categorizeItems: args.categorize,
          ...(args.program === null ? {} : { programKey: args.program }),
          studentCandidates,
        },
        args.fast,
      ),
    });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await engine.close();
  }
};

run().catch((error: unknown) => {
  process.stderr.write(
    `${isAppError(error) ? error.toJobError() : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
