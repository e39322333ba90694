import { describeBrokerBusContract } from '../../../test/support/broker-bus-contract';
import { ConfluentMessageBus } from './confluent-message-bus';

// The same contract as the kafkajs bus, on librdkafka: this needs the client built (npm install builds it).
describeBrokerBusContract('ConfluentMessageBus (librdkafka)', (options) => new ConfluentMessageBus(options));
