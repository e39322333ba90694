export * from './event-codec';
export * from './json-event-codec';
export * from './event-log';
