import path from 'node:path';
import { repoRoot } from '../../common/paths';
import { runMain } from '../runtime';
import { ALL_SERVICES, servicesNamed } from './start-system';
import { ensureDevKey } from './dev-bootstrap';

/** Every service in one process, for a single machine and for a newcomer's first run. */
const keyFileArg = process.argv.indexOf('--dev-key-file');
const keyFile = keyFileArg === -1 ? null : path.resolve(repoRoot, process.argv[keyFileArg + 1] ?? '.stack/dev-api-key');

void runMain('all-in-one', servicesNamed({ services: ALL_SERVICES }), async (system) => {
  if (keyFile === null) return;
  const apiKey = await ensureDevKey(system.infra.tenants, keyFile, new Date());
  process.stdout.write(
    [
      '',
      `  Receipt audit API is running at ${system.url}`,
      `  Review console:                  ${system.url}/console  (sign in with the key below)`,
      `  Development API key (tenant "dev"): ${apiKey}`,
      `  Try: curl -s ${system.url}/ready`,
      `       curl -s -H "Authorization: Bearer ${apiKey}" ${system.url}/v1/jobs/none`,
      '',
    ].join('\n') + '\n',
  );
});
