import { readFileSync } from 'node:fs';
import { stackServerPids } from './soak/services';

/**
 * Where a benchmark's CPU went: this process, and other processes on this machine by name (the local
 * servers, whose pids the stack keeps in `<STACK_DIR>/run/*.pid`, and service processes). On a machine
 * with few cores the throughput is CPU per item, all processes together, divided by the cores: this is
 * what says so with figures. Linux only (`/proc`); elsewhere only this process is counted.
 */
export type CpuMs = Readonly<Record<string, number>>;

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every architecture Node supports. */
const TICKS_PER_SECOND = 100;

const processCpuMs = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) may hold spaces and parentheses: the fields after its closing one are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};

/** The local servers' pids by name, where the stack runs them (the soak's lookup). */
export const stackPids = (): Record<string, number> => Object.fromEntries(stackServerPids(process.env));

/** CPU used so far by this process (`bench`) and by each named pid that can be read. */
export const sampleCpu = (pids: Readonly<Record<string, number>>): CpuMs => {
  const own = process.cpuUsage();
  const sample: Record<string, number> = { bench: (own.user + own.system) / 1000 };
  for (const [name, pid] of Object.entries(pids)) {
    const ms = processCpuMs(pid);
    if (ms !== null) sample[name] = ms;
  }
  return sample;
};

/** CPU ms per unit of work between two samples, by process, and in all, to `decimals` places (a request costs under a millisecond, an item tens). */
export const cpuPer = (before: CpuMs, after: CpuMs, units: number, decimals = 1): Record<string, number> => {
  const scale = 10 ** decimals;
  const per: Record<string, number> = {};
  let total = 0;
  for (const [name, ms] of Object.entries(after)) {
    const used = ms - (before[name] ?? ms);
    per[name] = Math.round((used / units) * scale) / scale;
    total += used;
  }
  per['total'] = Math.round((total / units) * scale) / scale;
  return per;
};
