import type { KafkaClientName } from '../config';
import { ConfluentMessageBus } from './confluent';
import { KafkaMessageBus, type BrokerBus, type KafkaBusOptions } from './kafka';

/**
 * The message bus on the client configuration names (KAFKA_CLIENT): every service, tool and benchmark
 * makes its bus here, so one setting moves them all. A confluent client that is not built here fails with
 * a message saying how to build it.
 */
export const createBrokerBus = (client: KafkaClientName, options: KafkaBusOptions): BrokerBus =>
  client === 'confluent' ? new ConfluentMessageBus(options) : new KafkaMessageBus(options);
