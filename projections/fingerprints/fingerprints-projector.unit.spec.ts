import { plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { EventLog } from '../../common/events';
import { CountingCodec } from '../../common/events/counting-codec.spec';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { jobCompleted, jobRequested, jobStarted } from '../../domain/jobs';
import type { FingerprintEntry } from './fingerprint-entry';
import type { FingerprintsStore } from './fingerprints-store';
import { startProjectorGroup } from '../projector-group';
import { fingerprintsProjector } from './fingerprints-projector';

const savingNothing: FingerprintsStore = {
  ensureIndexes: async () => undefined,
  save: async (_entries: readonly FingerprintEntry[]) => undefined,
  listedUnder: async () => new Map(),
  receipts: async () => [],
  get: async () => null,
  purgeBefore: async () => 0,
};

describe('fingerprints projector (consumer)', () => {
  it('decodes only the completions, the one event that can carry a fingerprint', async () => {
    const bus = new InMemoryMessageBus();
    await bus.ensureTopics([{ name: 'jobs', partitions: 2 }]);
    const codec = new CountingCodec();
    const eventLog = new EventLog(bus, codec);
    await startProjectorGroup({
      eventLog,
      logger: createLogger({ level: 'silent', name: 'test' }),
      topic: 'jobs',
      groupId: 'fingerprints',
      projectors: [
        fingerprintsProjector({ store: savingNothing, logger: createLogger({ level: 'silent', name: 'test' }) }),
      ],
    });
    const now = new Date('2026-11-26T10:00:00Z');
    const requests = ['j1', 'j2', 'j3'].map((jobId) => jobRequested(plainJobRequest(jobId), 't', now));
    for (const request of requests) await eventLog.append('jobs', request.data.jobId, [request]);
    const cause = { tenantId: 't', eventId: requests[0]!.metadata.eventId };
    const completion = { jobId: 'j1', attempt: 1, resultJson: '{}', durationMs: 4, fileSha256: null, pages: 1 };
    await eventLog.append('jobs', 'j1', [jobStarted(cause, 'j1', 1, 'w', now), jobCompleted(cause, completion, now)]);
    await bus.drain();
    expect(codec.decoded).toEqual(['JobCompleted']);
  });
});
