export * from './detect-file-type';
