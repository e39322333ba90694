import { loadConfig } from '../../common/config';
import { connectMongo } from '../../common/storage';
import { createTenant, issueApiKey, MongoTenantStore } from '../../common/tenants';
import { ALL_SCOPES, type Plan, type Scope } from '../../domain/tenants';
import { parseArgs } from './parse-args';

const USAGE = `Usage: npm run admin -- <command> [options]

  tenant:create --id <tenantId> [--name <name>] [--plan standard|enterprise] [--program <programKey>] [--retention-days <n>]
      Creates a tenant and prints it with a new API key (shown once; only its hash is stored).
  key:issue --tenant <tenantId> [--scopes receipts,audits,batches,jobs:read,admin] [--extra-tenants a,b] [--expires <ISO date>] [--name <label>]
      Issues another API key for a tenant and prints it once.

Connection settings come from the environment (MONGO_URL, MONGO_DATABASE), as for the services.`;

const parseScopes = (raw: string | undefined): Scope[] | undefined => {
  if (raw === undefined) return undefined;
  const scopes = raw.split(',').map((scope) => scope.trim());
  const unknown = scopes.filter((scope) => !ALL_SCOPES.includes(scope as Scope));
  if (unknown.length > 0) throw new Error(`Unknown scope(s): ${unknown.join(', ')}; known: ${ALL_SCOPES.join(', ')}`);
  return scopes as Scope[];
};

const run = async (): Promise<void> => {
  const { command, options } = parseArgs(process.argv.slice(2));
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig(process.env);
  const mongo = connectMongo(config.mongo.url, config.mongo.database);
  const store = new MongoTenantStore(mongo.db);
  const now = new Date();
  try {
    await store.ensureIndexes();
    if (command === 'tenant:create') {
      if (options.id === undefined) throw new Error('tenant:create needs --id');
      const plan = (options.plan ?? 'standard') as Plan;
      if (plan !== 'standard' && plan !== 'enterprise') throw new Error('--plan must be standard or enterprise');
      const retentionDays = options['retention-days'] === undefined ? undefined : Number(options['retention-days']);
      if (retentionDays !== undefined && !(Number.isInteger(retentionDays) && retentionDays > 0)) throw new Error('--retention-days must be a positive integer');
      const tenant = await createTenant(store, { tenantId: options.id, plan, ...(options.name ? { name: options.name } : {}), ...(options.program ? { defaultProgramKey: options.program } : {}), ...(retentionDays ? { retentionDays } : {}) }, now);
      const key = await issueApiKey(store, { tenantId: tenant.tenantId, name: 'initial key' }, now);
      process.stdout.write(`${JSON.stringify({ tenant: { ...tenant, webhookSecrets: undefined, webhookSecret: tenant.webhookSecrets[0] }, apiKey: key.apiKey, keyId: key.keyId }, null, 2)}\n`);
    } else if (command === 'key:issue') {
      if (options.tenant === undefined) throw new Error('key:issue needs --tenant');
      if ((await store.getTenant(options.tenant)) === null) throw new Error(`No tenant '${options.tenant}'`);
      const scopes = parseScopes(options.scopes);
      const key = await issueApiKey(store, {
        tenantId: options.tenant,
        ...(scopes ? { scopes } : {}),
        ...(options['extra-tenants'] ? { extraTenantIds: options['extra-tenants'].split(',').map((id) => id.trim()) } : {}),
        ...(options.expires ? { expiresAt: new Date(options.expires).toISOString() } : {}),
        ...(options.name ? { name: options.name } : {}),
      }, now);
      process.stdout.write(`${JSON.stringify({ apiKey: key.apiKey, keyId: key.keyId, prefix: key.prefix }, null, 2)}\n`);
    } else {
      throw new Error(`Unknown command '${command}'\n\n${USAGE}`);
    }
  } finally {
    await mongo.close();
  }
};

run().catch((error: unknown) => {
  process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
