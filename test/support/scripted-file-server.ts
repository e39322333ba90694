import http, { type Server, type ServerResponse } from 'node:http';
import { listenLocally, closeNow } from './local-server';

/** How the server answers one request for a file: at once, after a delay, or never (until it is closed). */
export type FileAnswer = 'serve' | 'hold' | Readonly<{ delayMs: number }>;

export type ScriptedFileServer = Readonly<{
  url: (path: string) => string;
  put: (path: string, body: Buffer, contentType?: string) => void;
  /** How many requests a path has had so far. */
  requests: (path: string) => number;
  close: () => Promise<void>;
}>;

/**
 * A file server for fault tests: `answer(path, nth)` decides how the nth request (from 1) for a path is
 * answered, so a test can keep a worker busy on a job for as long as it needs (to kill it meanwhile).
 * Anything not put answers 404.
 */
export const startScriptedFileServer = async (
  answer: (path: string, nth: number) => FileAnswer,
): Promise<ScriptedFileServer> => {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const counts = new Map<string, number>();
  const open = new Set<ServerResponse>();
  const server: Server = http.createServer((req, res) => {
    const path = req.url ?? '';
    const nth = (counts.get(path) ?? 0) + 1;
    counts.set(path, nth);
    const file = files.get(path);
    if (file === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const send = () => {
      open.delete(res);
      if (!res.destroyed)
        res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.body.length }).end(file.body);
    };
    const how = answer(path, nth);
    if (how === 'serve') {
      send();
      return;
    }
    open.add(res);
    if (how === 'hold') return;
    const timer = setTimeout(send, how.delayMs);
    res.on('close', () => {
      clearTimeout(timer);
    });
  });
  const port = await listenLocally(server);
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    put: (path, body, contentType = 'application/octet-stream') => void files.set(path, { body, contentType }),
    requests: (path) => counts.get(path) ?? 0,
    close: () => closeNow(server, open),
  };
};
