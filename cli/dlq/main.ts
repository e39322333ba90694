import { loadConfig } from '../../common/config';
import { createLogger } from '../../common/logging';
import type { BrokerBus } from '../../common/messaging/kafka';
import { createBrokerBus } from '../../common/messaging/create-broker-bus';
import { topicsFor } from '../../common/topics';
import { EXIT, runDlq } from './run-dlq';

/** The operators' tool for dead letters: `list` them, `replay` them to their topics (docs/dead-letters.md). */
const main = async (): Promise<number> => {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(`dlq: invalid configuration: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.usage;
  }
  // Only warnings and errors, on stderr: stdout is the answer (and may be JSON for another program).
  const logger = createLogger({
    level: config.log.level === 'info' ? 'warn' : config.log.level,
    name: 'dlq',
    stream: 2,
  });
  let bus: BrokerBus | null = null;
  try {
    return await runDlq(process.argv.slice(2), {
      bus: () =>
        (bus ??= createBrokerBus(config.kafka.client, {
          brokers: config.kafka.brokers,
          clientId: `${config.kafka.clientId}-dlq`,
          logger,
        })),
      deadLetterTopic: topicsFor(config.kafka.topicPrefix).deadLetters,
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      now: () => new Date(),
    });
  } finally {
    await (bus as BrokerBus | null)?.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`dlq: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(EXIT.error);
  },
);
