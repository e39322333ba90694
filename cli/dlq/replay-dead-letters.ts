import { NotFoundError } from '../../common/errors';
import type { MessageBus } from '../../common/messaging';
import { toReplayMarker } from '../../common/messaging/dead-letters';
import { collectDeadLetters, originOf, type ListedDeadLetter } from './collect-dead-letters';

export type ReplaySelection = Readonly<{ all: true } | { all: false; ids: readonly string[] }>;

export type ReplayResult = Readonly<{ replayed: readonly ListedDeadLetter[]; published: number }>;

/**
 * Publishes the original key, value and headers of the chosen dead letters to their topics again, then
 * records the replay with a marker per dead letter in the dead-letter topic. A message that several
 * consumer groups gave up is published once: every group reads it from the topic anyway. Unknown ids
 * replay nothing.
 */
export const replayDeadLetters = async (
  bus: MessageBus,
  deadLetterTopic: string,
  selection: ReplaySelection,
  now: () => Date,
): Promise<ReplayResult> => {
  const listed = collectDeadLetters(await bus.readTopic(deadLetterTopic));
  const chosen = selection.all
    ? listed.filter((deadLetter) => deadLetter.replayedAt === null)
    : pick(listed, selection.ids);
  const messages = new Map(chosen.map((deadLetter) => [originOf(deadLetter), deadLetter]));
  for (const deadLetter of messages.values()) await bus.publish(deadLetter.origin.topic, [deadLetter.original]);
  const replayedAt = now().toISOString();
  if (chosen.length > 0) {
    await bus.publish(
      deadLetterTopic,
      chosen.map((deadLetter) =>
        toReplayMarker({ replayOf: deadLetter.id, replayedAt, replayedTo: deadLetter.origin.topic }),
      ),
    );
  }
  return { replayed: chosen.map((deadLetter) => ({ ...deadLetter, replayedAt })), published: messages.size };
};

/** The dead letters named, in the order given; a duplicate's id names the dead letter it copies. */
const pick = (listed: readonly ListedDeadLetter[], ids: readonly string[]): ListedDeadLetter[] => {
  const byId = new Map(
    listed.flatMap((deadLetter) => [deadLetter.id, ...deadLetter.duplicates].map((id) => [id, deadLetter] as const)),
  );
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new NotFoundError(`No dead letter ${missing.join(', ')}; \`npm run dlq:list\` prints the ids`);
  return [...new Set(ids.map((id) => byId.get(id)!))];
};
