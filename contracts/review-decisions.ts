import { Type, type Static } from '@sinclair/typebox';

/** What a reviewer may decide about a completed job: approve, deny, or ask the claimant for more. Written once. */
export const ReviewDecisionSchema = Type.Union([
  Type.Literal('approve'),
  Type.Literal('deny'),
  Type.Literal('request_info'),
]);

export type ReviewDecision = Static<typeof ReviewDecisionSchema>;

export const REVIEW_DECISIONS: readonly ReviewDecision[] = ReviewDecisionSchema.anyOf.map((literal) => literal.const);
