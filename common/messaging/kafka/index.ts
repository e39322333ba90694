export * from './kafka-message-bus';
export * from './kafka-log-admin';
