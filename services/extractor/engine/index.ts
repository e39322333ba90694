export * from './extraction-engine';
export * from './local/local-engine';
export * from './openai';
export * from './categorize';
export * from './create-engine';
