/** The one-line form of an error on a failed job, a batch item and in logs: `CODE: human message`. */
export const errorLine = (code: string, message: string): string => `${code}: ${message}`;
