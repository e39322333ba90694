import { chunkItems } from './chunk-items';

const item = (index: number, size = 10) => ({
  index,
  jobId: `job_${index}`,
  receipt: null,
  audit: null,
  webhookUrl: null,
  metadataJson: 'x'.repeat(size),
});

describe('chunkItems', () => {
  it('keeps every item, in order, in chunks of at most maxItems', () => {
    const chunks = chunkItems(
      Array.from({ length: 250 }, (_, i) => item(i)),
      { maxItems: 100, maxBytes: 1_000_000 },
    );
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(chunks.flat().map((entry) => entry.index)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });
  it('starts a new chunk before one grows past maxBytes', () => {
    const chunks = chunkItems(
      Array.from({ length: 10 }, (_, i) => item(i, 400)),
      { maxItems: 100, maxBytes: 1_000 },
    );
    expect(chunks.every((chunk) => chunk.length <= 2)).toBe(true);
  });
});
