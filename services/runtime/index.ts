export * from './infrastructure';
export * from './with-retries';
export * from './service';
export * from './start-services';
export * from './run-main';
export * from './erase-run-data';
export * from './run-every';
export * from './run-when-due';
