export * from './kafka-message-bus';
export * from './kafka-log-admin';
export type { BrokerBus, KafkaBusOptions } from './broker-bus';
export { GATHER_BYTES } from './consumer-runs';
