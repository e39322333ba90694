// Process control: pid files, detached spawning and stopping. The servers
// must outlive the script that started them, so nothing here keeps a handle
// on a child; the pid file is the only link back to it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function pidFile(cfg, name) {
  return path.join(cfg.runDir, `${name}.pid`);
}

export function readPid(cfg, name) {
  try {
    const pid = Number(fs.readFileSync(pidFile(cfg, name), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function writePid(cfg, name, pid) {
  fs.mkdirSync(cfg.runDir, { recursive: true });
  const file = pidFile(cfg, name);
  fs.writeFileSync(`${file}.tmp`, `${pid}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

export function removePid(cfg, name) {
  fs.rmSync(pidFile(cfg, name), { force: true });
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    if (err.code !== 'EPERM') return false;
  }
  // A zombie still answers signal 0 but is gone for our purposes (this
  // happens when the same Node process that spawned it asks).
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * Pids get reused after a reboot, so a live pid from an old pid file may be
 * some unrelated program. Every server gets one argument naming a path inside
 * this stack's directory (`marker`); finding that exact argument makes it ours.
 */
export function isOurs(pid, marker) {
  if (!isAlive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(marker);
  } catch {
    // No /proc (macOS): ps joins the arguments, so match the text instead.
    const res = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    return res.status === 0 ? res.stdout.includes(marker) : true;
  }
}

/** Starts a server in its own process group with output appended to logFile; returns its pid. */
export async function spawnDetached({ cmd, args, cwd, env, logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'a');
  try {
    fs.writeSync(fd, `\n=== ${new Date().toISOString()} stack: starting ${cmd} ${args.join(' ')}\n`);
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
    await new Promise((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    child.unref();
    return child.pid;
  } finally {
    fs.closeSync(fd);
  }
}

function signal(pid, sig) {
  try {
    // Negative pid: the whole process group the server leads (it was spawned detached).
    process.kill(-pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
      // already gone
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM, wait up to graceMs, then SIGKILL. Resolves to how it ended. */
export async function stopProcess(pid, graceMs = 20_000) {
  if (!isAlive(pid)) return 'not running';
  signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return 'stopped';
    await sleep(200);
  }
  signal(pid, 'SIGKILL');
  for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  return 'killed after timeout';
}

/** SIGKILL at once, as a crash would end it; resolves once it is gone. */
export async function killProcess(pid) {
  if (!isAlive(pid)) return 'not running';
  signal(pid, 'SIGKILL');
  for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  return 'killed';
}

/** Last `count` lines of a log file, for failure messages. */
export function tailFile(file, count = 20) {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      const length = Math.min(size, 64 * 1024);
      const buf = Buffer.alloc(length);
      fs.readSync(fd, buf, 0, length, size - length);
      return buf.toString('utf8').trimEnd().split('\n').slice(-count).join('\n');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return '(log file is empty or missing)';
  }
}
