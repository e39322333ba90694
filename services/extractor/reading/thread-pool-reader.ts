import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { InternalError } from '../../../common/errors';
import { repoRoot } from '../../../common/paths';
import type { ReadInput, ReceiptReader, ReceiptReading } from './receipt-reader';
import { fromWire, type ThreadAnswer, type ThreadRequest } from './thread-messages';

/** The thread's script as built (dist/); the sources' tests run it from the build too. */
const threadScript = __filename.endsWith('.ts')
  ? path.join(repoRoot, 'dist', 'services', 'extractor', 'reading', 'reader-thread.js')
  : path.join(__dirname, 'reader-thread.js');

/** How long a closing thread has to end its engine before it is stopped. */
const CLOSE_GRACE_MS = 5_000;
/** A thread that dies this often in a row before answering anything is not started again (it cannot start). */
const MAX_FAILED_STARTS = 3;

type Pending = Readonly<{ resolve: (reading: ReceiptReading) => void; reject: (error: Error) => void }>;
type Lane = {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
  readonly exited: Promise<void>;
  /** Deaths in a row of this lane's threads before any of them answered. */
  readonly failedStarts: number;
  answered: boolean;
};

export type ThreadPoolOptions = Readonly<{
  threads: number;
  /** FILE_MAX_PAGES, for each thread's engine. */
  maxPages: number;
  /** A thread that died (a crash in a native library): its reads failed as retriable, a new one took its place. */
  onThreadLost?: (error: Error) => void;
  /** The thread's script; the built reader-thread.js unless a test gives another. */
  script?: string;
}>;

/**
 * Reads receipts in worker threads, each with its own local engine: the reading (PDF parsing, OCR,
 * the layout, the page hashes) is most of an extraction's CPU, and off the service's thread it runs
 * on another core while the service's consumers, lookups and writes go on. A read goes to the thread
 * with the fewest in flight. A thread that dies fails its reads as retriable (the job's retry
 * policy tries them again) and is replaced.
 */
export class ThreadPoolReader implements ReceiptReader {
  private readonly lanes: Lane[];
  private readonly script: string;
  private nextId = 0;
  private closing = false;

  constructor(private readonly options: ThreadPoolOptions) {
    if (!Number.isInteger(options.threads) || options.threads < 1)
      throw new RangeError(`a reader pool needs at least one thread, not ${options.threads}`);
    this.script = options.script ?? threadScript;
    if (!existsSync(this.script))
      throw new Error(`the reader thread's script ${this.script} is missing: run npm run build`);
    this.lanes = Array.from({ length: options.threads }, () => this.spawn(0));
  }

  read(input: ReadInput): Promise<ReceiptReading> {
    if (this.closing) return Promise.reject(new InternalError('the receipt reader is closing', { retriable: true }));
    if (this.lanes.length === 0)
      return Promise.reject(
        new InternalError('no receipt reader thread could start (see the logs)', { retriable: true }),
      );
    const lane = this.lanes.reduce((best, next) => (next.pending.size < best.pending.size ? next : best));
    const id = this.nextId++;
    return new Promise<ReceiptReading>((resolve, reject) => {
      if (lane.pending.size === 0) lane.worker.ref();
      lane.pending.set(id, { resolve, reject });
      lane.worker.postMessage({ id, input } satisfies ThreadRequest);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      this.lanes.map(async (lane) => {
        lane.worker.postMessage({ close: true } satisfies ThreadRequest);
        const grace = setTimeout(() => void lane.worker.terminate(), CLOSE_GRACE_MS);
        await lane.exited;
        clearTimeout(grace);
      }),
    );
  }

  private spawn(failedStarts: number): Lane {
    const worker = new Worker(this.script, { workerData: { maxPages: this.options.maxPages } });
    // An idle thread never keeps the process alive; one with reads in flight does.
    worker.unref();
    const lane: Lane = {
      worker,
      pending: new Map(),
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
      failedStarts,
      answered: false,
    };
    worker.on('message', (answer: ThreadAnswer) => {
      const pending = lane.pending.get(answer.id);
      if (pending === undefined) return;
      lane.pending.delete(answer.id);
      lane.answered = true;
      if (lane.pending.size === 0) worker.unref();
      if ('reading' in answer) pending.resolve(answer.reading);
      else pending.reject(fromWire(answer.error));
    });
    worker.on('error', (error) => this.lost(lane, error));
    worker.on('exit', (code) => this.lost(lane, new Error(`the reader thread exited with code ${code}`)));
    return lane;
  }

  private lost(lane: Lane, error: Error): void {
    const at = this.lanes.indexOf(lane);
    const failed = [...lane.pending.values()];
    lane.pending.clear();
    for (const pending of failed)
      pending.reject(new InternalError(`the receipt's reader thread stopped: ${error.message}`, { retriable: true }));
    if (at === -1 || this.closing) return;
    this.options.onThreadLost?.(error);
    const failedStarts = lane.answered ? 0 : lane.failedStarts + 1;
    if (failedStarts >= MAX_FAILED_STARTS) this.lanes.splice(at, 1);
    else this.lanes[at] = this.spawn(failedStarts);
  }
}
