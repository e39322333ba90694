export * from './kafka-message-bus';
