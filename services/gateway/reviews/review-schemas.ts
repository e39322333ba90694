import { Type } from '@sinclair/typebox';
import { REVIEW_DECISIONS } from '../../../domain/jobs';

export const ReviewRequestSchema = Type.Object(
  {
    decision: Type.Union(
      REVIEW_DECISIONS.map((decision) => Type.Literal(decision)),
      { description: 'approve, deny, or request_info (ask the claimant for more)' },
    ),
    note: Type.Optional(
      Type.String({ maxLength: 2000, description: 'why; shown in the trail and the job.reviewed webhook' }),
    ),
  },
  { $id: 'ReviewRequest', additionalProperties: false },
);
