import { completedJobEvents, plainJobRequest } from '../../domain/jobs/job-fixtures.spec';
import { EventLog } from '../../common/events';
import { CountingCodec } from '../../common/events/counting-codec.spec';
import pino from 'pino';
import { createLogger, type Logger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import { InMemoryJobsStore, jobsProjector } from '../jobs';
import type { Projector } from './projector';
import { startProjectorGroup } from './start-projector-group';

/** A read model that keeps the types of the events it was handed, run by run; it fails as often as told. */
const recording = (name: string, reads?: readonly string[]) => {
  const runs: string[][] = [];
  let failures = 0;
  const projector: Projector = {
    name,
    ...(reads === undefined ? {} : { reads }),
    project: async (delivered) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error(`${name}: the store is down`);
      }
      runs.push(delivered.map(({ event }) => event.type));
    },
  };
  return { projector, runs, failNext: () => void (failures += 1) };
};

const logger = createLogger({ level: 'silent', name: 'test' });
const now = new Date('2026-11-28T10:00:00Z');

const grouping = async (projectors: readonly Projector[], groupLogger: Logger = logger) => {
  const bus = new InMemoryMessageBus();
  await bus.ensureTopics([{ name: 'jobs', partitions: 1 }]);
  const codec = new CountingCodec();
  const eventLog = new EventLog(bus, codec);
  await startProjectorGroup({ eventLog, logger: groupLogger, topic: 'jobs', groupId: 'read-models', projectors });
  return { bus, codec, eventLog };
};

describe('a projector group (consumer)', () => {
  it('decodes each event once and hands every read model only the types it reads', async () => {
    const everything = recording('everything');
    const completions = recording('completions', ['JobCompleted']);
    const { bus, codec, eventLog } = await grouping([everything.projector, completions.projector]);

    await eventLog.append('jobs', 'j1', completedJobEvents(plainJobRequest('j1'), 't', now));
    await bus.drain();

    expect(codec.decoded).toEqual(['JobRequested', 'JobStarted', 'JobCompleted']);
    expect(everything.runs).toEqual([['JobRequested', 'JobStarted', 'JobCompleted']]);
    expect(completions.runs).toEqual([['JobCompleted']]);
  });

  it('passes over, undecoded, the events none of its read models reads', async () => {
    const completions = recording('completions', ['JobCompleted']);
    const starts = recording('starts', ['JobStarted']);
    const { bus, codec, eventLog } = await grouping([completions.projector, starts.projector]);

    await eventLog.append('jobs', 'j1', completedJobEvents(plainJobRequest('j1'), 't', now));
    await bus.drain();

    expect(codec.decoded).toEqual(['JobStarted', 'JobCompleted']);
    expect(starts.runs).toEqual([['JobStarted']]);
  });

  it('moves on only once every read model has written: a failing one gets the run again, and the others change nothing the second time', async () => {
    const store = new InMemoryJobsStore();
    const failing = recording('failing');
    const warnings: { projection: string; msg: string }[] = [];
    const { bus, eventLog } = await grouping(
      [jobsProjector({ store, logger }), failing.projector],
      pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) }),
    );
    failing.failNext();

    await eventLog.append('jobs', 'j1', completedJobEvents(plainJobRequest('j1'), 't', now));
    await bus.drain();
    const once = await store.get('j1');
    expect(failing.runs).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ projection: 'failing' })]);

    // The next event brings the failed run back, whole, to both read models.
    await eventLog.append('jobs', 'j2', completedJobEvents(plainJobRequest('j2'), 't', now).slice(0, 1));
    await bus.drain();

    expect(failing.runs).toEqual([['JobRequested', 'JobStarted', 'JobCompleted', 'JobRequested']]);
    expect(await store.get('j1')).toEqual(once);
    expect(once).toMatchObject({ status: 'completed', version: 3 });
    expect(await store.get('j2')).toMatchObject({ status: 'queued', version: 1 });
  });

  it('tells every read model to forget what it holds when partitions are handed out again', async () => {
    const forgotten: string[] = [];
    const { bus } = await grouping([
      { name: 'a', project: async () => undefined, forget: () => void forgotten.push('a') },
      { name: 'b', project: async () => undefined, forget: () => void forgotten.push('b') },
    ]);
    forgotten.length = 0;
    await bus.reassign();
    expect(forgotten).toEqual(['a', 'b']);
  });
});
