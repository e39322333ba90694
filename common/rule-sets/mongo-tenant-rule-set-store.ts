import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes } from '../storage';
import { ruleSetQueries } from './rule-set-queries';
import type { TenantRuleSetRecord, TenantRuleSetStore } from './tenant-rule-set-store';

type Doc = TenantRuleSetRecord & { _id: string };

export class MongoTenantRuleSetStore implements TenantRuleSetStore {
  private readonly collection: Collection<Doc>;

  constructor(private readonly db: Db) {
    this.collection = db.collection<Doc>('tenant_rule_sets');
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, ruleSetQueries().indexes);
  }

  async put(record: TenantRuleSetRecord): Promise<void> {
    const _id = `${record.tenantId}/${record.programKey}`;
    await this.collection.replaceOne({ _id }, { ...record }, { upsert: true });
  }

  async list(tenantId: string): Promise<TenantRuleSetRecord[]> {
    const docs = await this.collection.find({ tenantId }).sort({ programKey: 1 }).toArray();
    return docs.map(({ _id, ...record }) => record);
  }

  async remove(tenantId: string, programKey: string): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: `${tenantId}/${programKey}` })).deletedCount === 1;
  }
}
