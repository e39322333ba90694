export * from './confluent-message-bus';
export { confluentAvailable, CONFLUENT_PACKAGE } from './load-confluent';
