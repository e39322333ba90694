export * from './dead-letter';
export * from './dead-lettering-bus';
export * from './replay-marker';
