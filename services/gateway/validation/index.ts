export * from './validate';
export * from './schemas';
export * from './url-rules';
