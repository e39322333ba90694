// Probes that tell whether a server answers, and the loop that waits for one.
import http from 'node:http';
import net from 'node:net';

/** True when something accepts TCP connections on host:port. */
export function tcpAccepts(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True when GET url answers 200. */
export function httpOk(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(false));
  });
}

/**
 * Sends one request frame and resolves to what `judge` makes of the bytes
 * received so far (null: not enough yet), or false on an error, a closed
 * connection or the timeout.
 */
function askOverTcp(host, port, frame, timeoutMs, judge) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let received = Buffer.alloc(0);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => socket.write(frame));
    socket.once('error', () => done(false));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const verdict = judge(received);
      if (verdict !== null) done(verdict);
    });
    socket.once('end', () => done(false));
  });
}

/**
 * Sends a Kafka ApiVersions v0 request and expects a well-formed answer.
 * A KRaft broker binds its port before it has caught up with the metadata
 * log but only processes requests afterwards, so an open port alone would
 * report "ready" too early.
 */
export function kafkaAnswers(host, port, timeoutMs = 2000) {
  const correlationId = 0x5741;
  const clientId = Buffer.from('receipt-audit-stack-probe');
  const body = Buffer.alloc(2 + 2 + 4 + 2 + clientId.length);
  let offset = body.writeInt16BE(18, 0); // api key: ApiVersions
  offset = body.writeInt16BE(0, offset); // api version 0
  offset = body.writeInt32BE(correlationId, offset);
  offset = body.writeInt16BE(clientId.length, offset);
  clientId.copy(body, offset);
  const frame = Buffer.alloc(4 + body.length);
  frame.writeInt32BE(body.length, 0);
  body.copy(frame, 4);

  // size(4) correlation id(4) error code(2)
  return askOverTcp(host, port, frame, timeoutMs, (received) =>
    received.length < 10 ? null : received.readInt32BE(4) === correlationId && received.readInt16BE(8) === 0,
  );
}

/** A BSON document of int32 and string fields, enough for a handshake command. */
function bsonDocument(fields) {
  const parts = Object.entries(fields).map(([key, value]) => {
    const name = Buffer.from(`${key}\0`);
    if (typeof value === 'number') {
      const int = Buffer.alloc(4);
      int.writeInt32LE(value);
      return Buffer.concat([Buffer.from([0x10]), name, int]);
    }
    const text = Buffer.from(`${value}\0`);
    const length = Buffer.alloc(4);
    length.writeInt32LE(text.length);
    return Buffer.concat([Buffer.from([0x02]), name, length, text]);
  });
  const body = Buffer.concat([...parts, Buffer.from([0])]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(body.length + 4);
  return Buffer.concat([size, body]);
}

/**
 * Sends MongoDB's `hello` as an OP_MSG and expects `ok: 1` and
 * `isWritablePrimary: true`. A replica-set member accepts connections
 * before it has become primary, and drivers wait (and then time out) for a
 * primary, so an open port alone would report "ready" too early.
 */
export function mongoAnswersAsPrimary(host, port, timeoutMs = 2000) {
  const requestId = 0x5741;
  const doc = bsonDocument({ hello: 1, $db: 'admin' });
  const header = Buffer.alloc(16 + 4 + 1);
  header.writeInt32LE(header.length + doc.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(2013, 12); // OP_MSG
  header.writeUInt32LE(0, 16); // flag bits
  header.writeUInt8(0, 20); // section kind 0: the body document
  const frame = Buffer.concat([header, doc]);
  // Field markers: type byte, name, NUL, then the value (double 1.0, true).
  const okOne = Buffer.concat([Buffer.from('\x01ok\0', 'latin1'), Buffer.from([0, 0, 0, 0, 0, 0, 0xf0, 0x3f])]);
  const primary = Buffer.from('\x08isWritablePrimary\0\x01', 'latin1');

  return askOverTcp(host, port, frame, timeoutMs, (received) =>
    received.length < 4 || received.length < received.readInt32LE(0)
      ? null
      : received.readInt32LE(8) === requestId && received.includes(okOne) && received.includes(primary),
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` until it returns true. Returns 'ready', 'timeout', 'exited'
 * when `stillRunning` reports the process died (a crashed server fails at
 * once instead of after the full timeout), or 'cancelled' when `cancelled`
 * says the caller gave up.
 */
export async function waitUntil(
  probe,
  { timeoutMs, intervalMs = 500, stillRunning = () => true, cancelled = () => false },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return 'ready';
    if (!stillRunning()) return 'exited';
    if (cancelled()) return 'cancelled';
    if (Date.now() >= deadline) return 'timeout';
    await sleep(intervalMs);
  }
}
