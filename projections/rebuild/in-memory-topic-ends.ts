import type { InMemoryMessageBus } from '../../common/messaging/in-memory';
import type { Offsets, TopicEnds } from '../../common/messaging';

/** Topic ends on the in-memory bus, for unit tests. */
export class InMemoryTopicEnds implements TopicEnds {
  constructor(private readonly bus: InMemoryMessageBus) {}

  async endOffsets(topic: string): Promise<Offsets> {
    const ends = new Map<number, number>();
    for (const message of this.bus.messages(topic))
      ends.set(message.partition, Math.max(ends.get(message.partition) ?? 0, Number(message.offset) + 1));
    return ends;
  }
}
