import type { AnyEvent } from '../../common/events';
import { eventTopics } from '../../common/topics';
import type { Infrastructure } from '../../services/runtime';

/** What the log (the jobs topic and the work topics) holds about one job: its distinct events (a message written twice counts once) in sequence order. */
export type JobHistory = Readonly<{ jobId: string; events: readonly AnyEvent[]; count: (type: string) => number }>;

type JobData = { jobId?: unknown; sequence?: unknown };

/**
 * Reads every event topic and groups its job events by job: what was really written, whatever the
 * read models say. Events with the same id (a message published again) are one event.
 */
export const readJobHistories = async (
  infra: Pick<Infrastructure, 'bus' | 'codec' | 'topics'>,
): Promise<Map<string, JobHistory>> => {
  const byJob = new Map<string, Map<string, AnyEvent>>();
  const messages = (await Promise.all(eventTopics(infra.topics).map((topic) => infra.bus.readTopic(topic)))).flat();
  for (const message of messages) {
    const event = await infra.codec.decode(message.value);
    const jobId = (event.data as JobData).jobId;
    if (typeof jobId !== 'string') continue; // a batch's own events
    const events = byJob.get(jobId) ?? new Map<string, AnyEvent>();
    events.set(event.metadata.eventId, event);
    byJob.set(jobId, events);
  }
  const sequence = (event: AnyEvent) => Number((event.data as JobData).sequence);
  return new Map(
    [...byJob].map(([jobId, events]) => {
      const sorted = [...events.values()].sort((a, b) => sequence(a) - sequence(b));
      return [
        jobId,
        { jobId, events: sorted, count: (type: string) => sorted.filter((event) => event.type === type).length },
      ];
    }),
  );
};
