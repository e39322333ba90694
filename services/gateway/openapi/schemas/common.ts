import { Type } from '@sinclair/typebox';

export { Nullable } from '../../../../contracts';

/** Every error, whatever its status: `{"error": {"code", "message", "status"}}` (jobId and pollUrl on 504 / USE_ASYNC). */
export const ErrorResponse = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ description: 'Stable machine-readable code, e.g. INVALID_REQUEST, FILE_UNREACHABLE' }),
        message: Type.String(),
        status: Type.Integer(),
        jobId: Type.Optional(Type.String()),
        pollUrl: Type.Optional(Type.String()),
      },
      { additionalProperties: true },
    ),
  },
  { $id: 'ErrorResponse', additionalProperties: false },
);
