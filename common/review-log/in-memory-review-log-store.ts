import type { ReviewRecord } from '../../domain/reviews';
import type { ReviewLogStore } from './review-log-store';

type Stored = ReviewRecord & { tenantId: string };

export class InMemoryReviewLogStore implements ReviewLogStore {
  private readonly streams = new Map<string, Stored[]>();

  async ensureIndexes(): Promise<void> {}

  async latest(jobId: string): Promise<ReviewRecord | null> {
    const { tenantId: _, ...record } = this.streams.get(jobId)?.at(-1) ?? { tenantId: '' };
    return 'number' in record ? record : null;
  }

  async begin(jobId: string, tenantId: string, record: ReviewRecord): Promise<'saved' | 'conflict'> {
    const stream = this.streams.get(jobId) ?? [];
    if (stream.some((stored) => stored.number === record.number)) return 'conflict';
    this.streams.set(
      jobId,
      [...stream, { ...record, tenantId }].sort((a, b) => a.number - b.number),
    );
    return 'saved';
  }

  async written(jobId: string, number: number): Promise<void> {
    const stream = this.streams.get(jobId) ?? [];
    this.streams.set(
      jobId,
      stream.map((stored) => (stored.number === number ? { ...stored, inLog: true } : stored)),
    );
  }

  async purgeTenantBefore(tenantId: string, before: Date): Promise<number> {
    let purged = 0;
    for (const [jobId, stream] of this.streams) {
      const kept = stream.filter(
        (stored) => stored.tenantId !== tenantId || Date.parse(stored.decidedAt) >= before.getTime(),
      );
      purged += stream.length - kept.length;
      this.streams.set(jobId, kept);
    }
    return purged;
  }
}
