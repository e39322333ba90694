/** Failed jobs report one line, `CODE: human message`, e.g. `FILE_UNREACHABLE: GET returned 403`. */
export const formatJobError = (code: string, message: string): string => `${code}: ${message.replace(/\s+/g, ' ').trim()}`;
