import { readDeadLetter, readReplayMarker, type DeadLetter } from '../../common/messaging/dead-letters';
import type { IncomingMessage } from '../../common/messaging';

export type ListedDeadLetter = DeadLetter &
  Readonly<{
    replayedAt: string | null;
    /** Ids of later copies of the same dead letter (the same group gave up the same message again). */
    duplicates: readonly string[];
  }>;

/**
 * The dead letters of the dead-letter topic's messages, oldest first, with whether each was replayed.
 * A message a consumer group dead-lettered twice (redelivered before its offset moved on) is listed
 * once. A replay puts the original message back on its topic, where every group reads it again, so it
 * counts as a replay of every dead letter of that message.
 */
export const collectDeadLetters = (messages: readonly IncomingMessage[]): ListedDeadLetter[] => {
  const all = messages.map(readDeadLetter).filter((deadLetter) => deadLetter !== null);
  const byId = new Map(all.map((deadLetter) => [deadLetter.id, deadLetter]));
  const replayedAt = new Map<string, string>();
  for (const marker of messages.map(readReplayMarker)) {
    const replayed = marker === null ? undefined : byId.get(marker.replayOf);
    if (marker !== null && replayed !== undefined) replayedAt.set(originOf(replayed), marker.replayedAt);
  }
  const once = new Map<string, { first: DeadLetter; duplicates: string[] }>();
  for (const deadLetter of all) {
    const key = `${deadLetter.consumerGroup}|${originOf(deadLetter)}`;
    const seen = once.get(key);
    if (seen === undefined) once.set(key, { first: deadLetter, duplicates: [] });
    else seen.duplicates.push(deadLetter.id);
  }
  return [...once.values()].map(({ first, duplicates }) => ({
    ...first,
    replayedAt: replayedAt.get(originOf(first)) ?? null,
    duplicates,
  }));
};

/** Where the original message sits: the same position is the same message, whichever group gave it up. */
export const originOf = (deadLetter: DeadLetter): string =>
  `${deadLetter.origin.topic}/${deadLetter.origin.partition}/${deadLetter.origin.offset}`;
