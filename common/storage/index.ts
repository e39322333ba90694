export * from './mongo';
export * from './batched-inserts';
