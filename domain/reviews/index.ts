export * from './decide-review';
