import { readdirSync, readFileSync } from 'node:fs';
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

/** User and system CPU in a /proc `stat` file (a process's, or one of its threads'). */
const statCpuMs = (path: string): number | null => {
  try {
    const stat = readFileSync(path, 'utf8');
    // The name (field 2) may hold spaces and parentheses: the fields after its closing one are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};

const processCpuMs = (pid: number): number | null => statCpuMs(`/proc/${pid}/stat`);

/**
 * CPU used so far by a process's main thread (this process's by default), apart from its other threads (the
 * garbage collector's and the compilers' helpers, reader threads). When every service runs in one process,
 * their JavaScript all runs on this one thread: a run that kept it busy throughout is bound by it, whatever
 * the cores had left. Linux only (`/proc`): null elsewhere, or when the thread cannot be read.
 */
export const mainThreadCpuMs = (procRoot = '/proc', pid = process.pid): number | null =>
  statCpuMs(`${procRoot}/${pid}/task/${pid}/stat`);

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

/** `used` ms of CPU per unit of work, to `decimals` places: every figure below is rounded so. */
export const msPer = (used: number, units: number, decimals = 1): number => {
  const scale = 10 ** decimals;
  return Math.round((used / units) * scale) / scale;
};

/** CPU ms per unit of work between two samples, by process, and in all, to `decimals` places (a request costs under a millisecond, an item tens). */
export const cpuPer = (before: CpuMs, after: CpuMs, units: number, decimals = 1): Record<string, number> => {
  const per: Record<string, number> = {};
  let total = 0;
  for (const [name, ms] of Object.entries(after)) {
    const used = ms - (before[name] ?? ms);
    per[name] = msPer(used, units, decimals);
    total += used;
  }
  per['total'] = msPer(total, units, decimals);
  return per;
};

/** A Java server's JIT compiler threads, as HotSpot names them ("C2 CompilerThread0", cut to 15 characters in /proc). */
const JIT_THREAD = /^C\d CompilerThre/;

/** CPU used so far by each JIT compiler thread of each named process that has any, by thread id. */
export type JitCpu = Readonly<Record<string, ReadonlyMap<string, number>>>;

const jitThreadsCpuMs = (procRoot: string, pid: number): Map<string, number> => {
  const threads = new Map<string, number>();
  const tasks = `${procRoot}/${pid}/task`;
  let ids: string[];
  try {
    ids = readdirSync(tasks);
  } catch {
    return threads;
  }
  for (const id of ids) {
    let name: string;
    try {
      name = readFileSync(`${tasks}/${id}/comm`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    if (!JIT_THREAD.test(name)) continue;
    const ms = statCpuMs(`${tasks}/${id}/stat`);
    if (ms !== null) threads.set(id, ms);
  }
  return threads;
};

/**
 * The JIT compilers' share of the named processes' CPU, sampled like `sampleCpu`. A JVM compiles its hot
 * code for minutes after it starts (the local Kafka broker for its first dozen or so benchmark runs), so
 * a run on servers just started counts their warming up: this says how much of a server's figure it was.
 */
export const sampleJitCpu = (pids: Readonly<Record<string, number>>, procRoot = '/proc'): JitCpu =>
  Object.fromEntries(
    Object.entries(pids).flatMap(([name, pid]) => {
      const threads = jitThreadsCpuMs(procRoot, pid);
      return threads.size === 0 ? [] : [[name, threads]];
    }),
  );

/**
 * The JIT compilers' CPU ms per unit of work between two samples, by process: each thread's growth, a
 * thread started in between counted whole. HotSpot ends compiler threads it no longer needs, and what
 * such a thread used after the first sample is lost: the figure is at least what the compilers used.
 */
export const jitPer = (before: JitCpu, after: JitCpu, units: number, decimals = 1): Record<string, number> =>
  Object.fromEntries(
    Object.entries(after).map(([name, threads]) => {
      const earlier = before[name];
      let used = 0;
      // A process not sampled before counts nothing, as in `cpuPer`: its whole life would overstate it.
      if (earlier !== undefined) for (const [id, ms] of threads) used += ms - (earlier.get(id) ?? 0);
      return [name, msPer(used, units, decimals)];
    }),
  );
