// Finding and running the external toolchains (java, mvn, tar, cargo) the
// servers are installed and started with.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StackError } from './config.mjs';

const HINTS = {
  java: 'install a JDK (17 or newer; the schema registry needs 21 or newer)',
  mvn: 'install Apache Maven 3.8 or newer (used to fetch Kafka and Apicurio Registry)',
  cargo: 'install Rust with rustup (stable, 1.95 or newer; used to build the MongoDB-wire server, SecantusDB)',
  cmake: 'install CMake 3.10 or newer (SecantusDB builds its WiredTiger storage engine with it; apt-get install cmake)',
  cc: 'install a C compiler (gcc or clang; SecantusDB builds WiredTiger with it; apt-get install build-essential)',
  tar: 'install tar (used to unpack Apicurio Registry)',
};

export function which(cmd, env = process.env) {
  const exts = process.platform === 'win32' ? (env.PATHEXT || '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of (env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    for (const ext of exts) {
      const candidate = path.join(dir, cmd + ext);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        if (fs.statSync(candidate).isFile()) return candidate;
      } catch {
        // not here; keep looking
      }
    }
  }
  return null;
}

/** Throws one error naming every missing tool, so the user fixes them all at once. */
export function requireTools(names, env = process.env) {
  const missing = [...new Set(names)].filter((name) => !which(name, env));
  if (missing.length) {
    const lines = missing.map((name) => `  - ${name}: ${HINTS[name] ?? 'install it'}`);
    throw new StackError(`missing tools on PATH:\n${lines.join('\n')}`);
  }
}

function javaMajor(javaBin) {
  const res = spawnSync(javaBin, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}${res.stdout}`);
  if (!match) return null;
  // Java 8 and older report "1.8"; anything that old is below every minimum here.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function javaCandidates(env) {
  const found = [];
  if (env.JAVA_HOME) found.push(path.join(env.JAVA_HOME, 'bin', 'java'));
  const onPath = which('java', env);
  if (onPath) found.push(onPath);
  // Distribution JDKs installed beside the default one are common (e.g. a
  // 17 as default plus a newer one), so look there before giving up.
  for (const root of ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines', '/opt/java']) {
    let entries = [];
    try {
      entries = fs.readdirSync(root).sort();
    } catch {
      continue;
    }
    for (const entry of entries) {
      found.push(path.join(root, entry, 'bin', 'java'), path.join(root, entry, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  return [...new Set(found)].filter((p) => {
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const javaCache = new Map();

/** First java (JAVA_HOME, then PATH, then installed JDKs) whose major version is >= min. */
export function findJava(min, purpose, env = process.env) {
  const key = `${min}|${env.JAVA_HOME ?? ''}|${env.PATH ?? ''}`;
  if (javaCache.has(key)) return javaCache.get(key);
  const seen = [];
  for (const bin of javaCandidates(env)) {
    const major = javaMajor(bin);
    seen.push(`${bin} (${major ?? 'unknown version'})`);
    if (major !== null && major >= min) {
      const result = { bin, major };
      javaCache.set(key, result);
      return result;
    }
  }
  throw new StackError(
    `${purpose} needs Java ${min} or newer, none found.\n` +
      (seen.length ? `  checked: ${seen.join(', ')}\n` : '  no java found on PATH, in JAVA_HOME or /usr/lib/jvm\n') +
      `  install a JDK ${min}+ or point JAVA_HOME at one`,
  );
}

/**
 * Runs a command to completion, keeping its output for the error message:
 * install steps are quiet on success and explain themselves on failure.
 */
export function runCommand(cmd, args, { cwd, env = process.env, what } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (chunk) => {
      out += chunk;
      // Bound memory on chatty tools; only the tail matters for diagnosis.
      if (out.length > 200_000) out = out.slice(-100_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => reject(new StackError(`${what ?? cmd}: could not run ${cmd}: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(out);
      const tail = out.trimEnd().split('\n').slice(-30).join('\n');
      reject(
        new StackError(
          `${what ?? cmd} failed (${signal ? `signal ${signal}` : `exit code ${code}`}): ${cmd} ${args.join(' ')}\n${tail}`,
        ),
      );
    });
  });
}

// Two Maven runs downloading the same artifact into ~/.m2 at once can corrupt
// it, so Maven steps of parallel installs take turns.
let mavenTail = Promise.resolve();

export function runMaven(args, options) {
  const run = mavenTail.then(() => runCommand('mvn', ['-q', '-B', ...args], options));
  mavenTail = run.catch(() => {});
  return run;
}
