/**
 * Where a CPU profile's time went, by stage of the pipeline. A sample belongs to the first frame, from the
 * running function outwards, that names a stage: a library's own code says which stage it serves (the
 * Kafka client's producer or its fetcher, the database driver), the project's code says the rest (its
 * event codec, its deciders, its projectors). Node's own internals and anonymous frames belong to whoever
 * called them. Pure: reads the `.cpuprofile` JSON that `node --cpu-prof` and the inspector write.
 */
export type CpuProfile = Readonly<{
  nodes: ReadonlyArray<
    Readonly<{
      id: number;
      callFrame: Readonly<{ functionName: string; url: string }>;
      children?: readonly number[];
    }>
  >;
  samples: readonly number[];
  timeDeltas: readonly number[];
}>;

export const STAGES = [
  'HTTP in',
  'encode',
  'produce',
  'fetch',
  'kafka client (connection, protocol)',
  'decode',
  'decide',
  'extract',
  'project',
  'notify',
  'write (database client)',
  'logging',
  'benchmark itself',
  'other JS',
  'garbage collection',
  'program (native, unattributed)',
] as const;

export type Stage = (typeof STAGES)[number];

type Rule = Readonly<{ stage: Stage; url: RegExp; functionName?: RegExp }>;

/** Checked in order for each frame; the first rule a frame matches names its stage. */
const RULES: readonly Rule[] = [
  { stage: 'decode', url: /common\/events\//, functionName: /decode|fromRecord/i },
  { stage: 'encode', url: /common\/events\//, functionName: /encode|toRecord|append|routingHeaders/i },
  {
    stage: 'produce',
    url: /kafkajs\/src\/(producer|protocol\/requests\/produce|protocol\/recordBatch\/v0|protocol\/messageSet)/,
  },
  {
    stage: 'fetch',
    url: /kafkajs\/src\/(consumer|protocol\/requests\/fetch|protocol\/recordBatch\/record|protocol\/recordBatch\/header)/,
  },
  { stage: 'kafka client (connection, protocol)', url: /kafkajs\// },
  { stage: 'fetch', url: /common\/messaging\/(kafka|keyed-concurrency|dead-letters|consumer-failures)/ },
  { stage: 'produce', url: /common\/messaging\/kafka\/publish-batcher/ },
  { stage: 'write (database client)', url: /node_modules\/(mongodb|bson)\// },
  {
    stage: 'extract',
    // The receipt's fingerprint (its page hash in domain/duplicates) is the extractor's work, not a decider's.
    url: /pdf-parse|pdfjs|services\/extractor|domain\/(extraction|duplicates)|tesseract|onnxruntime|sharp|common\/(pdf|files)\//,
  },
  { stage: 'project', url: /projections\// },
  { stage: 'notify', url: /services\/notifier|domain\/webhooks/ },
  {
    stage: 'decide',
    url: /domain\/|services\/(batch-coordinator|worker-kit|auditor)|common\/(due-retries|accepted)\//,
  },
  { stage: 'HTTP in', url: /node_modules\/(koa|@koa|ajv|undici)|services\/gateway|node:_http|node:http/ },
  { stage: 'logging', url: /node_modules\/(pino|sonic-boom|thread-stream)/ },
  { stage: 'benchmark itself', url: /\/(bench|test)\// },
];

const SPECIAL: ReadonlyMap<string, Stage> = new Map([
  ['(garbage collector)', 'garbage collection'],
  ['(program)', 'program (native, unattributed)'],
]);

const stageOfFrame = (frame: Readonly<{ functionName: string; url: string }>): Stage | null => {
  const special = SPECIAL.get(frame.functionName);
  if (special !== undefined) return special;
  if (frame.url === '' || frame.url.startsWith('node:')) {
    if (!/node:_?http/.test(frame.url)) return null;
  }
  for (const rule of RULES)
    if (rule.url.test(frame.url) && (rule.functionName === undefined || rule.functionName.test(frame.functionName)))
      return rule.stage;
  return null;
};

/** Milliseconds of CPU by stage; idle time is left out. */
export const stagesOf = (profile: CpuProfile): Map<Stage, number> => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stageOfNode = new Map<number, Stage | 'idle'>();
  const resolve = (id: number): Stage | 'idle' => {
    const known = stageOfNode.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const up = parent.get(id);
    const stage =
      node.callFrame.functionName === '(idle)'
        ? 'idle'
        : (stageOfFrame(node.callFrame) ?? (up === undefined ? 'other JS' : resolve(up)));
    stageOfNode.set(id, stage);
    return stage;
  };
  const totals = new Map<Stage, number>();
  profile.samples.forEach((id, index) => {
    const stage = resolve(id);
    if (stage === 'idle') return;
    totals.set(stage, (totals.get(stage) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
};
