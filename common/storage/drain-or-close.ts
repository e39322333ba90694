import { MongoNetworkError } from 'mongodb';
import { loadInternalModule, patchOnce } from '../dependency-patches';

type Once = (emitter: NodeJS.EventEmitter, name: string, options?: unknown) => Promise<unknown>;
type DriverUtils = { once?: Once };

/**
 * The MongoDB driver (7.9) sends a command too large for the socket's buffers, then waits for the socket's
 * `drain` before it reads the answer, and only an `error` ends that wait. A socket that closes without
 * one (the server gone after a FIN, its kernel's buffers read to the end: what killing the database with
 * SIGKILL can give) never drains, so the operation waits for ever and holds its connection: a projector's
 * write hung so and its consumer group stopped for good (the `faults-database-killed` test, one run in
 * several), and closing the client then hung too. Neither `socketTimeoutMS` (the socket is already gone)
 * nor `timeoutMS` (ignored since 7.0) ends it.
 *
 * Here the wait also ends when the socket closes, with the network error the driver gives a command whose
 * connection was lost: the write fails as any other cut-off write does, and is retried (the driver's
 * retryable writes, a consumer's run). The driver calls its `once` only for that wait, through its module's
 * exports, so replacing it there is enough; a driver whose utilities have another shape is left as it is,
 * and `mongo.int.spec.ts` then fails, so an upgrade is seen.
 */
export const drainWaitsEndOnClose = (
  // The driver exports no such hook; its module is reached by path, as its own files reach it.
  utils: DriverUtils | null = loadInternalModule('mongodb/lib/utils') as DriverUtils | null,
): void => {
  const once = utils?.once;
  if (typeof once !== 'function') return;
  patchOnce('mongodb.drain-or-close', utils, (driverUtils) => {
    driverUtils.once = (emitter, name, options) =>
      name === 'drain' ? drainOrClose(once(emitter, name, options), emitter) : once(emitter, name, options);
  });
};

const drainOrClose = (drained: Promise<unknown>, socket: NodeJS.EventEmitter): Promise<unknown> => {
  let onClose: (() => void) | undefined;
  const closed = new Promise<never>((_, reject) => {
    onClose = () => reject(new MongoNetworkError('the connection closed before the command was sent'));
    if ((socket as { destroyed?: boolean }).destroyed === true) onClose();
    else socket.once('close', onClose);
  });
  return Promise.race([drained, closed]).finally(() => socket.off('close', onClose!));
};
