/** The ErrorResponse shape, the same for every error status. */
export type ErrorBody = { error: { code: string; message: string; status: number } & Record<string, unknown> };

export const errorBody = (code: string, message: string, status: number, extra: Record<string, unknown> = {}): ErrorBody => ({
  error: { code, message, status, ...extra },
});
