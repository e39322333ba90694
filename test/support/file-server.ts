import http, { type Server } from 'node:http';
import { listenLocally } from './local-server';

export type FileServer = Readonly<{
  url: (path: string) => string;
  put: (path: string, body: Buffer, contentType?: string) => void;
  close: () => Promise<void>;
}>;

/** A local HTTP server that serves receipts from memory; anything not put answers 404. */
export const startFileServer = async (): Promise<FileServer> => {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = http.createServer((req, res) => {
    const file = files.get(req.url ?? '');
    if (file === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.body.length }).end(file.body);
  });
  const port = await listenLocally(server);
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    put: (path, body, contentType = 'application/octet-stream') => files.set(path, { body, contentType }),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
};
