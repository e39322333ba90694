import { readDeadLetter } from '../../common/messaging/dead-letters';
import type { Infrastructure } from '../../services/runtime';

export type DeadLetterSummary = Readonly<{
  consumerGroup: string;
  failure: string;
  eventType: string | null;
  eventId: string | null;
  error: string;
}>;

/** What consumers gave up on so far, in a form that reads well in a failed expectation. */
export const readDeadLetters = async (infra: Pick<Infrastructure, 'bus' | 'topics'>): Promise<DeadLetterSummary[]> =>
  (await infra.bus.readTopic(infra.topics.deadLetters))
    .map(readDeadLetter)
    .filter((letter) => letter !== null)
    .map((letter) => ({
      consumerGroup: letter.consumerGroup,
      failure: letter.failure,
      eventType: letter.eventType,
      eventId: letter.eventId,
      error: `${letter.error.code}: ${letter.error.message}`,
    }));
