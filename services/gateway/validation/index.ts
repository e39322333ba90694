export * from './validate';
export * from './schemas';
export * from './url-rules';
export * from './admin-schemas';
