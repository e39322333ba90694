/**
 * The most bytes of JSON a job's result may hold. The result travels whole in the job's JobCompleted
 * event, and each event is one message of the event log: Kafka refuses a message over its
 * `message.max.bytes` (1 MiB unless the broker is set otherwise) for good, and an outcome that cannot be
 * written leaves its job processing, and its batch open, for ever. 960 KiB leaves the event's envelope
 * and the record's framing room. Only thousands of line items reach it: categorized, an item is about
 * 400 bytes.
 */
export const MAX_RESULT_BYTES = 960 * 1024;

/** Why a result over MAX_RESULT_BYTES failed its job, in the figures the client can act on. */
export const resultTooLargeMessage = (bytes: number): string =>
  `the result is ${bytes.toLocaleString('en-US')} bytes of JSON, more than the ` +
  `${MAX_RESULT_BYTES.toLocaleString('en-US')} a job may return (thousands of line items): send the document in parts`;
