// The project's layering as one lint rule: what the domain may not import (adapters, services) and
// which imports cross a module border other than through its entry (index.ts, start-service.ts).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Packages that are adapters: the domain never imports them. */
const ADAPTER_PACKAGES = [
  /^kafkajs$/,
  /^@kafkajs\//,
  /^@confluentinc\//,
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
  // All of common/: adapters and the shared plumbing built on the domain (what the domain needs, such as
  // the one-line form of an error, lives in the domain and common/ imports it from there).
  'common',
  'projections',
  'services',
  'cli',
  'bench',
  'eval',
  'test',
];
/** Outer layers that common/ and projections/ never import. */
const OUTER = ['services', 'cli', 'bench', 'eval'];
/** The read models' projectors and stores sit above common/ and contracts/, which never import them. */
const ABOVE_THE_SHARED = ['projections'];
/**
 * Composition types that the modules they compose import: the arrow points from the part to the whole's
 * dependencies, never back (the gateway's console takes its own deps beside the gateway's).
 */
const NEVER_BACK = [{ file: 'services/gateway/gateway-deps.ts', target: 'services/gateway/console' }];
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
  if ((within(from, 'common') || within(from, 'contracts')) && !from.endsWith('.spec.ts')) {
    const above = ABOVE_THE_SHARED.find((folder) => within(target, folder));
    if (above !== undefined) return `${from.split('/')[0]}/ does not import '${above}', a layer above it`;
  }
  const back = NEVER_BACK.find((arrow) => from === arrow.file && within(target, arrow.target));
  if (back !== undefined) return `${back.file} does not import '${back.target}', which imports it`;
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
    const checkSource = (source) => {
      // A computed `import(url)` names no module the rule could place (common/pdf loads a package's file so).
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const problem = problemFor(context.filename, source.value);
      if (problem !== null) context.report({ node: source, message: problem });
    };
    const check = (node) => checkSource(node.source);
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      // A type written `import('./x').T` imports as much as an import declaration does.
      TSImportType: (node) =>
        checkSource(node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : undefined)),
    };
  },
};

export default { rules: { 'module-borders': rule } };
