export * from './infrastructure';
export * from './with-retries';
export * from './start-system';
export * from './run-main';
export * from './erase-run-data';
export * from './run-every';
