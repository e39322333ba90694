import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../../common/config';
import { isAppError, UnsupportedFileTypeError } from '../../common/errors';
import { rulesDir } from '../../common/paths';
import { loadStandardRuleSets } from '../../domain/audit';
import type { StudentCandidate } from '../../domain/jobs';
import { createExtractionEngine, standardProgramResolver } from '../../services/extractor/engine';
import { detectFileType, fetchFile } from '../../common/files';
import { EXTRACT_USAGE, parseExtractArgs } from './parse-extract-args';

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
  const studentCandidates =
    args.students === null ? [] : (JSON.parse(readFileSync(args.students, 'utf8')) as StudentCandidate[]);
  const engine = createExtractionEngine(
    config,
    standardProgramResolver(loadStandardRuleSets(rulesDir)),
    args.engine ?? config.extraction.engine,
  );
  try {
    const { result } = await engine.extract({
      bytes,
      kind,
      now: new Date(),
      request: {
        fileUrl: isUrl ? args.source : `file://${args.source}`,
        fileName: basename(args.source),
        fileType: null,
        categorizeItems: args.categorize,
        programKey: args.program,
        studentCandidates,
        fastMode: args.fast,
      },
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
