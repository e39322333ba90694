/** Where readers stand in a topic: partition → the next offset to read. */
export type Offsets = ReadonlyMap<number, number>;

/** The end of a topic now: the offset the next message of each partition will get (empty partitions left out). */
export interface TopicEnds {
  endOffsets(topic: string): Promise<Offsets>;
}

/** What a rebuild needs to know about the services' consumer groups, and to clean up its own. */
export interface ConsumerGroups {
  /** The next offset the group will read in each partition it has committed in. */
  committedOffsets(groupId: string, topic: string): Promise<Offsets>;
  /** Whether any consumer is a member of the group now, i.e. the service is running. */
  isActive(groupId: string): Promise<boolean>;
  delete(groupId: string): Promise<void>;
}

export const offsetsText = (offsets: Offsets): string =>
  [...offsets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([partition, offset]) => `p${partition}:${offset}`)
    .join(' ') || 'empty';
