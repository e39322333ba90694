import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a test's server on a free port of 127.0.0.1; the port it got. */
export const listenLocally = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** Stops a test's server at once: replies it still holds back are cut, and kept-alive connections closed. */
export const closeNow = async (server: Server, heldReplies: Iterable<ServerResponse>): Promise<void> => {
  for (const res of heldReplies) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
};
