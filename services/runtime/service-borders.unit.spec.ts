import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

/** Every repository file a module loads, following relative imports (type-only imports load nothing). */
const loadedBy = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const base = resolve(dirname(file), specifier!);
      const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (target !== undefined) visit(target);
    }
  };
  visit(entry);
  return seen;
};

const servicesLoadedBy = (main: string): string[] =>
  [
    ...new Set(
      [...loadedBy(join(ROOT, main))]
        .map((file) => relative(ROOT, file).split('/'))
        .filter((parts) => parts[0] === 'services')
        .map((parts) => parts[1]!),
    ),
  ].sort();

describe("each service's process", () => {
  // worker-kit is the job workers' shared runner, not a service.
  it.each([
    ['services/extractor/main.ts', ['extractor', 'runtime', 'worker-kit']],
    ['services/auditor/main.ts', ['auditor', 'runtime', 'worker-kit']],
    ['services/batch-coordinator/main.ts', ['batch-coordinator', 'runtime']],
    ['services/notifier/main.ts', ['notifier', 'runtime']],
    ['services/projections/main.ts', ['projections', 'retention', 'runtime']],
    ['services/gateway/main.ts', ['gateway', 'projections', 'retention', 'runtime']],
  ])('%s loads only its own service (and the runtime)', (main, expected) => {
    expect(servicesLoadedBy(main)).toEqual(expected);
  });

  it('the all-in-one process loads every service', () => {
    expect(servicesLoadedBy('services/all-in-one/main.ts')).toEqual(
      expect.arrayContaining([
        'auditor',
        'batch-coordinator',
        'extractor',
        'gateway',
        'notifier',
        'projections',
        'runtime',
      ]),
    );
  });
});
