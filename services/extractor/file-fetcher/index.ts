export * from './fetch-file';
export * from './address-policy';
