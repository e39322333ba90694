export * from './message-bus';
export * from './log-positions';
