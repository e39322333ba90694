/**
 * One decision on a claim's review stream, as the stream's one writer (the gateway) keeps it: its
 * number (1 for the first), when it was decided, and whether its event is in the log yet.
 */
export type ReviewRecord = Readonly<{ number: number; decidedAt: string; inLog: boolean }>;

/** A claim's review stream: how many decisions it holds, and the one still being written to the log, if any. */
export type ReviewState = Readonly<{ decisions: number; writingSince: string | null }>;

export const initialReviewState: ReviewState = { decisions: 0, writingSince: null };

/** Folds one record of the stream into its state (records come in number order; an older one changes nothing). */
export const evolveReview = (state: ReviewState, record: ReviewRecord): ReviewState => {
  if (record.number < state.decisions) return state;
  return { decisions: record.number, writingSince: record.inLog ? null : record.decidedAt };
};
