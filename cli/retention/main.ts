import { loadConfig } from '../../common/config';
import { createLogger } from '../../common/logging';
import { connectMongo } from '../../common/storage';
import { mongoRetentionStores, purgeExpired } from '../../services/retention';
import { formatReport } from './format-report';

const USAGE =
  'Usage: npm run retention:purge [-- --json]\n\nRuns one retention pass now (docs/retention.md) and prints what it removed.\nConnection settings come from the environment (MONGO_URL, MONGO_DATABASE), as for the services.\n';

/** One retention pass now, on the database the services use. Exit 0: done; 1: something failed; 2: usage. */
const main = async (): Promise<number> => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('help')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    process.stderr.write(`retention: unknown argument ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const mongo = connectMongo(config.mongo.url, config.mongo.database);
  try {
    const stores = mongoRetentionStores(mongo.db);
    // The report is the output; the purge's own log lines would repeat it.
    const report = await purgeExpired(stores, {
      usageRetentionDays: config.retention.usageRetentionDays,
      now: new Date(),
      logger: createLogger({ level: 'silent', name: 'retention' }),
    });
    process.stdout.write(args.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    return report.failed.length === 0 ? 0 : 1;
  } finally {
    await mongo.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`retention: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
