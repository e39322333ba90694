import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(__dirname, '..');

/** The messages the project's module-borders rule gives for `code` written in the repository file `file`. */
const bordersProblems = async (file: string, code: string): Promise<string[]> => {
  const { default: borders } = (await import('./module-borders.mjs')) as { default: Linter.Plugin };
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { project: borders },
          rules: { 'project/module-borders': 'error' },
        },
      ],
      path.join(ROOT, file),
    )
    .map((message) => message.message);
};

describe('the module-borders lint rule', () => {
  it.each([
    [
      'common/accepted/accepted-store.ts',
      "import type { BatchRecord } from '../../projections/batches';",
      'projections',
    ],
    ['contracts/events.ts', "import { x } from '../projections/jobs';", 'projections'],
    ['domain/jobs/evolve-job.ts', "import { errorLine } from '../../common/errors';", 'common'],
    ['domain/batches/evolve-batch.ts', "import { bus } from '../../common/messaging';", 'common'],
    ['domain/jobs/evolve-job.ts', "import { Kafka } from 'kafkajs';", 'kafkajs'],
    ['services/gateway/gateway-deps.ts', "import type { ConsoleDeps } from './console';", 'console'],
    ['services/gateway/gateway-deps.ts', "type T = { console?: import('./console').ConsoleDeps };", 'console'],
    ['services/notifier/notifier.ts', "import { x } from '../gateway/routes/jobs';", 'internals'],
    ['projections/jobs/jobs-projector.ts', "import { x } from '../../services/runtime';", 'services'],
  ])('refuses in %s: %s', async (file, code, named) => {
    const problems = await bordersProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(named);
  });

  it.each([
    ['common/accepted/accepted-store.ts', "import type { BatchRecord } from '../../domain/batches';"],
    ['common/errors/error-codes.ts', "export { errorLine } from '../../domain/errors';"],
    ['domain/jobs/evolve-job.ts', "import { errorLine } from '../errors';"],
    ['services/gateway/app.ts', "import { mountConsole } from './console';"],
    ['services/gateway/console/index.ts', "import type { GatewayDeps } from '../gateway-deps';"],
    ['services/gateway/start-service.ts', "import { projectionsService } from '../projections/start-service';"],
    ['projections/jobs/jobs-store.ts', "import type { JobView } from '../../domain/jobs';"],
    ['common/pdf/pdf-parse.ts', 'const load = (url: string) => import(url);'],
  ])('allows in %s: %s', async (file, code) => {
    expect(await bordersProblems(file, code)).toEqual([]);
  });
});
