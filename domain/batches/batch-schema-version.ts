/** The version of the batch events' schemas (schemas/Batch*.avsc). Raise it with every schema change. */
export const BATCH_EVENT_SCHEMA_VERSION = 1;
