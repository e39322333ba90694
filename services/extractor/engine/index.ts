export * from './extraction-engine';
export * from './local/local-engine';
