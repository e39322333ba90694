export * from './fetch-file';
export * from '../../../common/net/address-policy';
