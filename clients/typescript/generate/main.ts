import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../common/paths';
import { generateSchemaTypes, SCHEMA_FILE } from './generate-schema';

/** `npm run build`'s step that writes the typed client's schema from the OpenAPI document. */
generateSchemaTypes()
  .then((text) => {
    writeFileSync(path.join(repoRoot, SCHEMA_FILE), text);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
