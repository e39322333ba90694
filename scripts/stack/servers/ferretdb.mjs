// FerretDB 1.x with its SQLite backend: a MongoDB-wire-compatible server
// with no database server of its own to install.
import fs from 'node:fs/promises';
import path from 'node:path';
import { StackError } from '../config.mjs';
import { runCommand } from '../tools.mjs';
import { tcpAccepts } from '../wait.mjs';

const VERSION = 'v1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';

// Files in the module cache are read-only; the copy must be editable and removable.
async function makeWritable(root) {
  await fs.chmod(root, 0o755);
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    await fs.chmod(full, entry.isDirectory() ? 0o755 : 0o644);
  }
}

const sqliteDir = (cfg) => path.join(cfg.dataDir, 'ferretdb');
const stateDir = (cfg) => path.join(cfg.dataDir, 'ferretdb-state');
// FerretDB wants a URI naming a directory, with the trailing slash.
const sqliteUrl = (cfg) => `file:${sqliteDir(cfg)}/`;

export default {
  name: 'ferretdb',
  title: `FerretDB ${VERSION}`,
  installDirName: `ferretdb-${VERSION.slice(1)}`,
  installRevision: 1,
  installHow: 'go mod download + go build',
  installTools: ['go'],
  readyTimeoutMs: 30_000,

  ports: (cfg) => [{ port: cfg.ports.mongo, env: 'MONGO_PORT' }],
  address: (cfg) => cfg.endpoints.mongo.url,
  marker: (cfg) => `--sqlite-url=${sqliteUrl(cfg)}`,
  probe: (cfg) => tcpAccepts(cfg.host, cfg.ports.mongo),
  checkRuntime: () => {},

  // `go install module@version` would be the obvious route, but it first asks
  // the module proxy for the module's version list (to check for a
  // retraction/deprecation notice) and that lookup is refused on restricted
  // networks. Downloading the exact version never needs the list.
  //
  // The build runs on a copy because FerretDB reads its version from
  // build/version/version.txt (embedded at build time, generated in a git
  // checkout and absent from the module zip); without it the binary panics
  // at start. The module cache itself is read-only.
  async install(dir, env) {
    const json = await runCommand('go', ['mod', 'download', '-json', `${MODULE}@${VERSION}`], {
      cwd: dir,
      env,
      what: 'ferretdb install (go mod download)',
    });
    let info;
    try {
      info = JSON.parse(json);
    } catch {
      throw new StackError(`ferretdb install: unexpected output from go mod download:\n${json.slice(-2000)}`);
    }
    if (info.Error || !info.Dir) throw new StackError(`ferretdb install: go mod download failed: ${info.Error ?? 'no Dir in output'}`);

    const src = path.join(dir, 'src');
    await fs.cp(info.Dir, src, { recursive: true });
    await makeWritable(src);
    const versionDir = path.join(src, 'build', 'version');
    await fs.writeFile(path.join(versionDir, 'version.txt'), `${VERSION}\n`);
    if (info.Origin?.Hash) await fs.writeFile(path.join(versionDir, 'commit.txt'), `${info.Origin.Hash}\n`);

    await runCommand('go', ['build', '-trimpath', '-o', path.join(dir, 'ferretdb'), './cmd/ferretdb'], {
      cwd: src,
      // The copy may sit inside some unrelated git checkout (a versioned
      // home dir); stamping that into the binary would fail.
      env: { ...env, GOFLAGS: [env.GOFLAGS, '-buildvcs=false'].filter(Boolean).join(' ') },
      what: 'ferretdb install (go build)',
    });
    await fs.rm(src, { recursive: true, force: true });
    // Catch a binary that cannot start now rather than at the first `up`.
    await runCommand(path.join(dir, 'ferretdb'), ['--version'], { env, what: 'ferretdb install (smoke test)' });
  },

  async prepare(cfg, installDir) {
    await fs.mkdir(sqliteDir(cfg), { recursive: true });
    await fs.mkdir(stateDir(cfg), { recursive: true });
    return {
      cmd: path.join(installDir, 'ferretdb'),
      args: [
        '--handler=sqlite',
        this.marker(cfg),
        `--listen-addr=${cfg.host}:${cfg.ports.mongo}`,
        `--state-dir=${stateDir(cfg)}`,
        '--debug-addr=-',
        '--telemetry=disable',
        '--log-level=warn',
      ],
      cwd: cfg.stackDir,
    };
  },
};
