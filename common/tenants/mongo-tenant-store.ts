import type { Collection, Db } from 'mongodb';
import type { ApiKeyRecord, Tenant } from '../../domain/tenants';
import { AppError } from '../errors';
import { isDuplicateKeyError } from '../storage';
import type { TenantStore } from './tenant-store';

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

  constructor(db: Db) {
    this.tenants = db.collection<TenantDoc>('tenants');
    this.keys = db.collection<ApiKeyDoc>('api_keys');
  }

  async ensureIndexes(): Promise<void> {
    await this.keys.createIndex({ hash: 1 }, { unique: true });
    await this.keys.createIndex({ tenantId: 1 });
  }

  async createTenant(tenant: Tenant): Promise<void> {
    try {
      await this.tenants.insertOne({ _id: tenant.tenantId, ...tenant });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new AppError('INVALID_REQUEST', 409, `Tenant '${tenant.tenantId}' already exists`, { cause: error });
      throw error;
    }
  }

  async getTenant(tenantId: string): Promise<Tenant | null> {
    return strip(await this.tenants.findOne({ _id: tenantId }));
  }

  async addApiKey(key: ApiKeyRecord): Promise<void> {
    await this.keys.insertOne({ _id: key.keyId, ...key });
  }

  async findApiKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    return strip(await this.keys.findOne({ hash }));
  }
}
