export type Progress = Readonly<{
  total: number;
  completed: number;
  failed: number;
  processing: number;
  startedAt: number;
  now: number;
}>;

const clock = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * One line of progress: a bar, the counts, and the time left at the rate so far (no estimate until the
 * first item has finished).
 */
export const progressLine = (progress: Progress, width = 30): string => {
  const finished = progress.completed + progress.failed;
  const share = progress.total === 0 ? 1 : finished / progress.total;
  const filled = Math.round(share * width);
  const elapsed = progress.now - progress.startedAt;
  const eta =
    finished === 0
      ? '–'
      : finished === progress.total
        ? '0:00'
        : clock((elapsed / finished) * (progress.total - finished));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${finished}/${progress.total} done (${progress.completed} ok, ${progress.failed} failed, ${progress.processing} processing) · ${clock(elapsed)} elapsed · ETA ${eta}`;
};
