export * from './mongo';
