export * from './error-codes';
export * from './app-error';
export * from './errors';
export * from './error-response';
