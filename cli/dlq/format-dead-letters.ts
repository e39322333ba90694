import type { ListedDeadLetter } from './collect-dead-letters';

/** Three lines per dead letter: where it came from and which event, why it failed, when and whether replayed. */
export const formatDeadLetter = (deadLetter: ListedDeadLetter): string => {
  const { origin } = deadLetter;
  const attempts = `${deadLetter.attempts} attempt${deadLetter.attempts === 1 ? '' : 's'}`;
  return [
    `${deadLetter.id}  ${origin.topic} partition ${origin.partition} offset ${origin.offset}  group ${deadLetter.consumerGroup}  ${eventLabel(deadLetter)}`,
    `  ${deadLetter.error.code}: ${printable(deadLetter.error.message)}`,
    `  failed ${deadLetter.failedAt} after ${attempts} (${deadLetter.failure})  ${deadLetter.replayedAt === null ? 'not replayed' : `replayed ${deadLetter.replayedAt}`}`,
  ].join('\n');
};

/** A decoder's message may quote the bad bytes; control characters would garble the terminal. */
const printable = (text: string): string => text.replace(/[\p{Cc}\ufffd]/gu, '?');

/** The event's type and id from the headers, which even an undecodable message may carry. */
export const eventLabel = (deadLetter: ListedDeadLetter): string =>
  deadLetter.eventType === null
    ? '(no event headers)'
    : [deadLetter.eventType, deadLetter.eventId].filter((part) => part !== null).join(' ');

export const formatList = (topic: string, deadLetters: readonly ListedDeadLetter[], total: number): string => {
  if (total === 0) return `No dead letters in ${topic}.`;
  const replayed = deadLetters.filter((deadLetter) => deadLetter.replayedAt !== null).length;
  const shown = deadLetters.length === total ? `${total}` : `the last ${deadLetters.length} of ${total}`;
  return `${deadLetters.map(formatDeadLetter).join('\n\n')}\n\n${shown} dead letter${total === 1 ? '' : 's'} in ${topic}, ${replayed} of them replayed.`;
};

/** The JSON form: everything the text shows, the original key and headers, and the value bytes in base64. */
export const toJson = (deadLetter: ListedDeadLetter) => ({
  id: deadLetter.id,
  origin: deadLetter.origin,
  consumerGroup: deadLetter.consumerGroup,
  eventType: deadLetter.eventType,
  eventId: deadLetter.eventId,
  failure: deadLetter.failure,
  error: deadLetter.error,
  attempts: deadLetter.attempts,
  failedAt: deadLetter.failedAt,
  replayed: deadLetter.replayedAt !== null,
  replayedAt: deadLetter.replayedAt,
  duplicates: deadLetter.duplicates,
  key: deadLetter.original.key,
  headers: deadLetter.original.headers ?? {},
  valueBase64: deadLetter.original.value.toString('base64'),
});
