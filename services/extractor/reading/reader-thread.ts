import { parentPort, workerData } from 'node:worker_threads';
import { LocalExtractionEngine } from '../engine/local/local-engine';
import { readReceipt } from './receipt-reader';
import { toWire, type ThreadAnswer, type ThreadRequest } from './thread-messages';

/**
 * A reader thread (started by ThreadPoolReader): its own local engine, reading the receipts the pool
 * sends, several at a time, each answered by its id.
 */
const port = parentPort;
if (port === null) throw new Error('reader-thread.js runs as a worker thread of ThreadPoolReader');
const engine = new LocalExtractionEngine({ maxPages: (workerData as { maxPages: number }).maxPages });

port.on('message', (message: ThreadRequest) => {
  if ('close' in message) {
    void engine.close().finally(() => port.close());
    return;
  }
  const { id, input } = message;
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  readReceipt(engine, { ...input, bytes }).then(
    (reading) => port.postMessage({ id, reading } satisfies ThreadAnswer),
    (error: unknown) => port.postMessage({ id, error: toWire(error) } satisfies ThreadAnswer),
  );
});
