import type { IncomingMessage, OutgoingMessage } from '../message-bus';

/**
 * A replay is recorded in the dead-letter topic itself, as a marker naming the replayed dead letter:
 * the topic stays the one place to look, and nothing is ever rewritten.
 */
export const REPLAY_HEADER = {
  replayOf: 'dlq-replay-of',
  replayedAt: 'dlq-replayed-at',
  replayedTo: 'dlq-replayed-to',
} as const;

export type ReplayMarker = Readonly<{ replayOf: string; replayedAt: string; replayedTo: string }>;

export const toReplayMarker = (marker: ReplayMarker): OutgoingMessage => ({
  key: marker.replayOf,
  value: Buffer.alloc(0),
  headers: {
    [REPLAY_HEADER.replayOf]: marker.replayOf,
    [REPLAY_HEADER.replayedAt]: marker.replayedAt,
    [REPLAY_HEADER.replayedTo]: marker.replayedTo,
  },
});

export const readReplayMarker = (message: IncomingMessage): ReplayMarker | null => {
  const replayOf = message.headers[REPLAY_HEADER.replayOf];
  if (replayOf === undefined) return null;
  return {
    replayOf,
    replayedAt: message.headers[REPLAY_HEADER.replayedAt] ?? '',
    replayedTo: message.headers[REPLAY_HEADER.replayedTo] ?? '',
  };
};
