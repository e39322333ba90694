export * from './message-bus';
