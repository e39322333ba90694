export * from './patch-once';
