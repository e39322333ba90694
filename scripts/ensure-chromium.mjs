#!/usr/bin/env node
// The browser tests drive Debian's chromium (no browser download by npm). Installs it with apt when it
// is missing and this runs as root; otherwise says what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';

export const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0)
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(CHROMIUM)) throw new Error('apt-get could not install chromium');
  return CHROMIUM;
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
