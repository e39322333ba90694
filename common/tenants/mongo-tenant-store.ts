import type { Collection, Db } from 'mongodb';
import type { ApiKeyRecord, Tenant } from '../../domain/tenants';
import { AlreadyExistsError } from '../errors';
import { createDeclaredIndexes, isDuplicateKeyError } from '../storage';
import { tenantQueries } from './tenant-queries';
import type { TenantChanges, TenantStore } from './tenant-store';

type TenantDoc = Tenant & { _id: string };
type ApiKeyDoc = ApiKeyRecord & { _id: string };

const strip = <T extends { _id: string }>(doc: T | null): Omit<T, '_id'> | null => {
  if (doc === null) return null;
  const { _id, ...rest } = doc;
  return rest;
};

export class MongoTenantStore implements TenantStore {
  private readonly tenants: Collection<TenantDoc>;
  private readonly keys: Collection<ApiKeyDoc>;

  constructor(private readonly db: Db) {
    this.tenants = db.collection<TenantDoc>('tenants');
    this.keys = db.collection<ApiKeyDoc>('api_keys');
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, tenantQueries().indexes);
  }

  async createTenant(tenant: Tenant): Promise<void> {
    try {
      await this.tenants.insertOne({ _id: tenant.tenantId, ...tenant });
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw new AlreadyExistsError(`Tenant '${tenant.tenantId}' already exists`, { cause: error });
      throw error;
    }
  }

  async getTenant(tenantId: string): Promise<Tenant | null> {
    return strip(await this.tenants.findOne({ _id: tenantId }));
  }

  async listTenants(): Promise<Tenant[]> {
    const docs = await this.tenants.find({}).sort({ _id: 1 }).toArray();
    return docs.map((doc) => strip(doc)!);
  }

  async addApiKey(key: ApiKeyRecord): Promise<void> {
    await this.keys.insertOne({ _id: key.keyId, ...key });
  }

  async findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    return strip(await this.keys.findOne({ hash }));
  }

  async setWebhookSecrets(tenantId: string, secrets: readonly string[], overlapUntil: string | null): Promise<boolean> {
    const outcome = await this.tenants.updateOne(
      { _id: tenantId },
      { $set: { webhookSecrets: [...secrets], webhookSecretsOverlapUntil: overlapUntil } },
    );
    return outcome.matchedCount === 1;
  }

  async updateTenant(tenantId: string, changes: TenantChanges): Promise<Tenant | null> {
    if (Object.keys(changes).length > 0) await this.tenants.updateOne({ _id: tenantId }, { $set: changes });
    return this.getTenant(tenantId);
  }

  async listApiKeys(tenantId: string, prefix?: string): Promise<ApiKeyRecord[]> {
    const docs = await this.keys.find({ tenantId }).sort({ createdAt: 1 }).toArray();
    return docs.map((doc) => strip(doc)!).filter((key) => prefix === undefined || key.prefix.startsWith(prefix));
  }

  async revokeApiKey(tenantId: string, keyId: string, at: string): Promise<boolean> {
    return (await this.keys.updateOne({ _id: keyId, tenantId }, { $set: { revokedAt: at } })).matchedCount === 1;
  }
}
