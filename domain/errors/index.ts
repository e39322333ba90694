export * from './error-line';
