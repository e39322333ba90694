import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { LocalFile } from './collect-files';

export type LocalFileServer = Readonly<{ urlOf: (index: number) => string; close: () => Promise<void> }>;

/**
 * Serves exactly the given files, each at /<token>/<index>/<name>, read from disk when the service asks;
 * any other path is 404. The random token keeps the files from anyone who only knows the port. It
 * listens on loopback unless the service must reach it by another host name.
 */
export const serveFiles = async (files: readonly LocalFile[], host: string): Promise<LocalFileServer> => {
  const token = randomBytes(16).toString('hex');
  const server = http.createServer((request, response) => {
    const match = /^\/(\w+)\/(\d+)\//.exec(request.url ?? '');
    const index = match?.[1] === token ? Number(match[2]) : -1;
    const file = files[index];
    if (file === undefined || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    const stream = createReadStream(file.path);
    stream.on('error', () => response.writeHead(404).end());
    stream.once('open', () => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      stream.pipe(response);
    });
  });
  const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1';
  await new Promise<void>((resolve) => server.listen(0, loopback ? '127.0.0.1' : '0.0.0.0', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (index) =>
      `http://${host}:${port}/${token}/${index}/${encodeURIComponent(path.basename(files[index]!.path))}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};
