/** The version of the batch events' schemas (declared in contracts/events.ts). Raise it with every change to their fields. */
export const BATCH_EVENT_SCHEMA_VERSION = 1;
