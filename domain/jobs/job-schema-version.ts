/** The version of the job events' schemas (schemas/*.avsc). Raise it with every schema change. */
export const JOB_EVENT_SCHEMA_VERSION = 1;
