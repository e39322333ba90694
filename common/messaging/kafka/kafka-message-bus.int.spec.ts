import { describeBrokerBusContract } from '../../../test/support/broker-bus-contract';
import { KafkaMessageBus } from './kafka-message-bus';

describeBrokerBusContract('KafkaMessageBus (kafkajs)', (options) => new KafkaMessageBus(options));
