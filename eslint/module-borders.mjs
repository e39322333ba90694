// The project's layering as one lint rule: what the domain may not import (adapters, services) and
// which imports cross a module border other than through its entry (index.ts, start-service.ts).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Packages that are adapters: the domain never imports them. */
const ADAPTER_PACKAGES = [
  /^kafkajs$/,
  /^@kafkajs\//,
  /^mongodb$/,
  /^koa$/,
  /^@koa\//,
  /^openai$/,
  /^tesseract\.js/,
  /^sharp$/,
  /^pdf-parse$/,
];
/** Repository folders that are adapters or outer layers: the domain never imports them. */
const OUTSIDE_THE_DOMAIN = [
  'common/messaging',
  'common/storage',
  'common/events/avro',
  'common/tenants',
  'common/idempotency',
  'common/rate-leases',
  'common/rule-sets',
  'common/files',
  'common/net',
  'projections',
  'services',
  'cli',
  'bench',
  'eval',
  'test',
];
/** Outer layers that common/ and projections/ never import. */
const OUTER = ['services', 'cli', 'bench', 'eval'];
/** The files through which another module may reach into a service. */
const SERVICE_ENTRIES = new Set(['index', 'start-service']);

const within = (file, folder) => file === folder || file.startsWith(`${folder}/`);

const problemFor = (fromFile, source) => {
  const from = path.relative(ROOT, fromFile).split(path.sep).join('/');
  if (!source.startsWith('.')) {
    if (within(from, 'domain') && ADAPTER_PACKAGES.some((pattern) => pattern.test(source)))
      return `the domain imports no adapter ('${source}')`;
    return null;
  }
  const target = path
    .relative(ROOT, path.resolve(path.dirname(fromFile), source))
    .split(path.sep)
    .join('/');
  if (within(from, 'domain')) {
    const outside = OUTSIDE_THE_DOMAIN.find((folder) => within(target, folder));
    if (outside !== undefined) return `the domain imports no adapter or outer layer ('${outside}')`;
  }
  if (within(from, 'common') || within(from, 'projections') || within(from, 'contracts')) {
    const outer = OUTER.find((folder) => within(target, folder));
    if (outer !== undefined && !from.endsWith('.spec.ts'))
      return `${from.split('/')[0]}/ does not import the outer layer '${outer}'`;
  }
  const [fromTop, fromService] = from.split('/');
  const [targetTop, targetService, ...rest] = target.split('/');
  if (
    fromTop === 'services' &&
    targetTop === 'services' &&
    fromService !== targetService &&
    targetService !== undefined
  ) {
    if (rest.length === 0 || (rest.length === 1 && SERVICE_ENTRIES.has(rest[0]))) return null;
    return `services/${fromService} reaches into services/${targetService}'s internals ('${rest.join('/')}'); import its index.ts or start-service.ts`;
  }
  return null;
};

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'module borders: the domain imports no adapter; services meet only at their entries' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      // A computed `import(url)` names no module the rule could place (common/pdf loads a package's file so).
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const problem = problemFor(context.filename, node.source.value);
      if (problem !== null) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-borders': rule } };
