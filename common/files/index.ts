export * from './fetch-file';
export * from './detect-file-type';
