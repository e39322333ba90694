import {
  batchItems,
  createReceiptAuditClient,
  submitBatch,
  unwrap,
  waitForBatch,
  waitForJob,
  type BatchItem,
  type ReceiptAuditClient,
} from '../../clients/typescript';
import { MAX_BATCH_ITEMS } from '../../contracts';
import { collectFiles, type LocalFile } from './collect-files';
import { serveFiles } from './file-server';
import type { SubmitArgs } from './parse-submit-args';
import { progressLine } from './progress-bar';
import { rowFromJob, unreadableRow, type ResultRow } from './result-rows';

export type SubmitIo = Readonly<{
  /** Progress and warnings (standard error); `redraw` rewrites the current line on a terminal. */
  status: (line: string, redraw: boolean) => void;
  now: () => number;
}>;

const JOB_FINAL_WAIT = { initialDelayMs: 200, maxDelayMs: 1_000, timeoutMs: 30_000 } as const;

/** Reads each finished item's job, a few at a time, into its row. */
const rowsOfBatch = async (
  client: ReceiptAuditClient,
  batchId: string,
  readable: readonly LocalFile[],
): Promise<ResultRow[]> => {
  const items: BatchItem[] = [];
  for await (const item of batchItems(client, batchId)) items.push(item);
  const rows: ResultRow[] = new Array<ResultRow>(items.length);
  let next = 0;
  const readJob = (jobId: string) => client.GET('/v1/jobs/{jobId}', { params: { path: { jobId } } }).then(unwrap);
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index]!;
      // The jobs read model may become final a moment after the batch reports its end; a job still not
      // final after that wait is reported as it stands.
      const job = await waitForJob(client, item.jobId, JOB_FINAL_WAIT).catch(() => readJob(item.jobId));
      rows[item.index] = rowFromJob(readable[item.index]!.name, job);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return rows;
};

/**
 * The whole of `npm run submit`: find the files, serve the readable ones, submit them as one batch,
 * report progress until every item is final, and answer one row per file in the order found. A file
 * that cannot be read gets its own row and a warning; the others go on.
 */
export const runSubmit = async (args: SubmitArgs, io: SubmitIo): Promise<ResultRow[]> => {
  const files = await collectFiles(args.source);
  if (files.length === 0) throw new Error(`No receipt files in '${args.source}'`);
  for (const file of files)
    if (file.problem !== null)
      io.status(`cannot read ${file.name}: ${file.problem} (left out; the others go on)`, false);
  const readable = files.filter((file) => file.problem === null);
  if (readable.length > MAX_BATCH_ITEMS)
    throw new Error(`${readable.length} files: a batch holds at most ${MAX_BATCH_ITEMS}; split the folder`);
  const byFile = new Map<string, ResultRow>();
  if (readable.length > 0) {
    const client = createReceiptAuditClient({ baseUrl: args.apiUrl, apiKey: args.apiKey });
    const server = await serveFiles(readable, args.serveHost);
    try {
      const accepted = await submitBatch(
        client,
        {
          batchType: 'receipt_extraction',
          items: readable.map((file, index) => ({
            fileUrl: server.urlOf(index),
            fileName: file.name.split(/[\\/]/).pop(),
            ...(args.program === null ? {} : { programKey: args.program, categorizeItems: true }),
            metadata: { file: file.name },
          })),
          metadata: { submittedBy: 'npm run submit', source: args.source },
        },
        args.concurrency === null ? {} : { concurrencyLimit: args.concurrency },
      );
      const startedAt = io.now();
      io.status(`batch ${accepted.batchId}: ${readable.length} files`, false);
      let line = '';
      await waitForBatch(client, accepted.batchId, {
        onProgress: (batch) => {
          line = progressLine({
            total: batch.totalItems,
            completed: batch.counts.completed,
            failed: batch.counts.failed + batch.counts.cancelled,
            processing: batch.counts.processing,
            startedAt,
            now: io.now(),
          });
          io.status(line, true);
        },
      });
      // The last state stays on screen (and in a log, which only gets a line every few seconds).
      io.status(line, false);
      for (const row of await rowsOfBatch(client, accepted.batchId, readable)) byFile.set(row.file, row);
    } finally {
      await server.close();
    }
  }
  return files.map((file) => byFile.get(file.name) ?? unreadableRow(file.name, file.problem ?? 'not submitted'));
};
