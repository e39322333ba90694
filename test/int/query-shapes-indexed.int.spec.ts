import type { Db, Document } from 'mongodb';
import { connectMongo, createDeclaredIndexes, type QueryShape } from '../../common/storage';
import { storeQueries } from '../../services/runtime/store-queries';
import { consoleSessionQueries } from '../../services/gateway/console/sessions';
import { testConfig } from '../support/test-environment';

const config = testConfig();
const mongo = connectMongo(config.mongo.url, config.mongo.database);
// The gateway's own store (console sessions) is opened by the gateway, not by connectInfrastructure.
const stores = [...storeQueries(), { store: 'console sessions', queries: consoleSessionQueries() }];
const shapes = stores.flatMap(({ store, queries }) =>
  queries.shapes.map((shape) => [`${store}: ${shape.name}`, shape] as const),
);

/** The command the store's driver call sends, in the form `explain` takes. */
const commandOf = (shape: QueryShape): Document => {
  const { collection, filter, sort } = shape;
  switch (shape.operation) {
    case 'find':
      return { find: collection, filter, ...(sort ? { sort } : {}) };
    case 'count':
      return { count: collection, query: filter };
    case 'update':
      return { update: collection, updates: [{ q: filter, u: { $set: { touched: true } } }] };
    case 'delete':
      return { delete: collection, deletes: [{ q: filter, limit: 0 }] };
    case 'aggregate':
      return {
        aggregate: collection,
        pipeline: [{ $match: filter }, { $group: { _id: null, n: { $sum: 1 } } }],
        cursor: {},
      };
  }
};

/** Every `stage` named inside the winning plans of an explain answer (a pipeline has one per cursor stage). */
const winningStages = (node: unknown, inWinningPlan = false, found: string[] = []): string[] => {
  if (Array.isArray(node)) node.forEach((entry) => winningStages(entry, inWinningPlan, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'rejectedPlans') continue;
      if (key === 'stage' && inWinningPlan && typeof value === 'string') found.push(value);
      winningStages(value, inWinningPlan || key === 'winningPlan', found);
    }
  }
  return found;
};

const explain = (db: Db, shape: QueryShape): Promise<Document> =>
  db.command({ explain: commandOf(shape), verbosity: 'queryPlanner' });

describe('every query the stores issue is answered by an index', () => {
  beforeAll(async () => {
    // A collection that does not exist explains as EOF, which would hide a scan.
    const names = new Set(shapes.map(([, shape]) => shape.collection));
    for (const name of names) await mongo.db.createCollection(name);
    for (const { queries } of stores) await createDeclaredIndexes(mongo.db, queries.indexes);
  });
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it.each(shapes)('%s', async (_name, shape) => {
    const stages = winningStages(await explain(mongo.db, shape));
    expect(stages.length).toBeGreaterThan(0);
    expect(stages.filter((stage) => ['COLLSCAN', 'EOF'].includes(stage))).toEqual([]);
  });

  it('knows a collection scan when it sees one', async () => {
    const unindexed: QueryShape = {
      name: 'no index',
      collection: 'tenants',
      operation: 'find',
      filter: { name: 'Acme' },
    };
    expect(winningStages(await explain(mongo.db, unindexed))).toContain('COLLSCAN');
  });
});
