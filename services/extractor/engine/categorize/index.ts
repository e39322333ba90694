export * from './categorize-items';
export * from './categorizing-engine';
export * from './program-resolver';
export * from './program-resolvers';
