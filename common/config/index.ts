export * from './config';
export { ConfigError, type Env } from './env-readers';
