/** How long a key replays its first answer; older records only wait for the retention purge. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
