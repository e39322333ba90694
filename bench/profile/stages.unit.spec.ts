import { stagesOf, type CpuProfile } from './stages';

const frame = (functionName: string, url: string) => ({ functionName, url });

describe('stagesOf', () => {
  // root → consumer fetch → event-log decode → avsc → a Node internal (leaf); root → mongodb (leaf); GC; idle
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 6, 7, 8] },
      { id: 2, callFrame: frame('eachBatch', '/app/node_modules/kafkajs/src/consumer/runner.js'), children: [3] },
      { id: 3, callFrame: frame('decode', '/app/dist/common/events/event-log.js'), children: [4] },
      { id: 4, callFrame: frame('readString', '/app/node_modules/avsc/lib/types.js'), children: [5] },
      { id: 5, callFrame: frame('toString', 'node:buffer') },
      { id: 6, callFrame: frame('serialize', '/app/node_modules/bson/lib/bson.cjs') },
      { id: 7, callFrame: frame('(garbage collector)', '') },
      { id: 8, callFrame: frame('(idle)', '') },
    ],
    samples: [5, 4, 3, 2, 6, 7, 8],
    timeDeltas: [1000, 1000, 1000, 2000, 3000, 500, 9000],
  };

  it('gives a sample to the innermost frame that names a stage, and leaves idle time out', () => {
    expect(Object.fromEntries(stagesOf(profile))).toEqual({
      decode: 3, // the Node internal and avsc belong to the event log's decode that called them
      fetch: 2,
      'write (database client)': 3,
      'garbage collection': 0.5,
    });
  });
});

describe('stagesOf, the extractor and the deciders', () => {
  it("counts the receipt's page hash as extraction and a job's decider as deciding", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 3] },
        { id: 2, callFrame: frame('pageHash', '/app/dist/domain/duplicates/page-hash.js') },
        { id: 3, callFrame: frame('decideJob', '/app/dist/domain/jobs/decider/decide-job.js') },
      ],
      samples: [2, 3],
      timeDeltas: [4000, 1000],
    };
    expect(Object.fromEntries(stagesOf(profile))).toEqual({ extract: 4, decide: 1 });
  });
});
