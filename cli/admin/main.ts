import { loadConfig } from '../../common/config';
import { connectMongo } from '../../common/storage';
import { rulesDir } from '../../common/paths';
import { MongoTenantRuleSetStore, ProgramCatalog } from '../../common/rule-sets';
import { MongoTenantStore } from '../../common/tenants';
import { loadStandardRuleSets } from '../../domain/audit';
import { runCommand, type AdminCommand } from './commands/command';
import { keyIssue, keyList, keyRevoke } from './commands/key-commands';
import { tenantCreate, tenantShow, tenantUpdate } from './commands/tenant-commands';
import { webhookSecretRotate } from './commands/webhook-secret-commands';
import { parseArgs } from './parse-args';

/** The operators' tool: the same tenant and key operations as the admin API, straight on the database. */
const COMMANDS: readonly AdminCommand[] = [
  tenantCreate,
  tenantShow,
  tenantUpdate,
  keyIssue,
  keyList,
  keyRevoke,
  webhookSecretRotate,
];

const usage = (): string =>
  `Usage: npm run admin -- <command> [options]\n\n${COMMANDS.map((command) => `  ${command.usage}`).join('\n')}\n\nConnection settings come from the environment (MONGO_URL, MONGO_DATABASE), as for the services.`;

const run = async (): Promise<void> => {
  const { command: name, options } = parseArgs(process.argv.slice(2));
  if (name === undefined || name === 'help' || name === '--help') {
    process.stdout.write(`${usage()}\n`);
    return;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (command === undefined) throw new Error(`Unknown command '${name}'\n\n${usage()}`);
  const config = loadConfig(process.env);
  const mongo = connectMongo(config.mongo.url, config.mongo.database);
  try {
    const tenants = new MongoTenantStore(mongo.db);
    await tenants.ensureIndexes();
    const catalog = new ProgramCatalog(loadStandardRuleSets(rulesDir), new MongoTenantRuleSetStore(mongo.db));
    const printed = await runCommand(command, {
      tenants,
      catalog,
      options,
      now: new Date(),
      secretOverlapMs: config.webhooks.secretOverlapMs,
    });
    process.stdout.write(`${JSON.stringify(printed, null, 2)}\n`);
  } finally {
    await mongo.close();
  }
};

run().catch((error: unknown) => {
  process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
