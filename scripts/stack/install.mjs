// The install cache: each server version lives in its own directory under
// STACK_CACHE_DIR (outside the repo, so fresh clones reuse it).
//
// An install runs in a scratch directory that is renamed into place only
// after it succeeded and its marker was written, so an interrupted install
// never looks finished and is simply redone next time.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './process.mjs';

const MARKER = '.installed';

export function installDir(cfg, server) {
  return path.join(cfg.cacheDir, server.installDirName);
}

// The marker records the server's install recipe revision, so a change to
// how a server is installed (say, a fixed build step) replaces old installs.
export async function isInstalled(cfg, server) {
  try {
    const marker = JSON.parse(await fs.readFile(path.join(installDir(cfg, server), MARKER), 'utf8'));
    return marker.revision === server.installRevision;
  } catch {
    return false;
  }
}

// Scratch dirs carry the pid of their installer; ones whose installer is gone
// are leftovers of an interrupted run.
async function removeAbandoned(cfg, server) {
  const prefix = `${server.installDirName}.partial-`;
  let entries = [];
  try {
    entries = await fs.readdir(cfg.cacheDir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue;
    await fs.rm(path.join(cfg.cacheDir, entry), { recursive: true, force: true });
  }
}

/** Installs `server` unless its marker exists. Returns true when it installed now. */
export async function ensureInstalled(cfg, server, log, env = process.env) {
  if (await isInstalled(cfg, server)) return false;
  const finalDir = installDir(cfg, server);
  const scratch = `${finalDir}.partial-${process.pid}`;
  await fs.mkdir(cfg.cacheDir, { recursive: true });
  await removeAbandoned(cfg, server);
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.mkdir(scratch, { recursive: true });

  const started = Date.now();
  log(`${server.name}: installing ${server.title} into ${finalDir} (${server.installHow})`);
  try {
    await server.install(scratch, env, cfg);
    await fs.writeFile(
      path.join(scratch, MARKER),
      JSON.stringify({
        server: server.title,
        revision: server.installRevision,
        installedAt: new Date().toISOString(),
      }) + '\n',
    );
    if (await isInstalled(cfg, server)) {
      // Another `up` (e.g. in a second clone) finished the same install first.
      await fs.rm(scratch, { recursive: true, force: true });
    } else {
      // Whatever is here is an outdated or damaged install; replace it.
      await fs.rm(finalDir, { recursive: true, force: true });
      await fs.rename(scratch, finalDir);
    }
  } catch (err) {
    await fs.rm(scratch, { recursive: true, force: true });
    throw err;
  }
  log(`${server.name}: installed in ${seconds(Date.now() - started)}`);
  return true;
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
