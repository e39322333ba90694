/** A stable shard for a key (FNV-1a): the same job always lands in the same open collection. */
export const shardOf = (key: string, shards: number): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
};
