export * from './in-memory-message-bus';
