/** The version of the job events' schemas (declared in contracts/events.ts). Raise it with every change to their fields. */
export const JOB_EVENT_SCHEMA_VERSION = 1;
