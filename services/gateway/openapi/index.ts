export * from './document';
export * from './operations';
