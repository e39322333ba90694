import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../common/paths';
import { generateSchemaTypes, SCHEMA_FILE } from './generate-schema';

describe("the typed client's schema", () => {
  it('is what openapi-typescript makes of the current OpenAPI document (run `npm run build` after changing the API)', async () => {
    const committed = readFileSync(path.join(repoRoot, SCHEMA_FILE), 'utf8');
    expect(committed).toBe(await generateSchemaTypes());
  });
});
