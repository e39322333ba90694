export * from './categorize-items';
export * from './categorizing-engine';
export * from './program-resolvers';
