export * from './delivery';
export * from './delivery-id';
export * from './new-delivery';
export * from './attempt-outcome';
export * from './active-secrets';
export * from './webhook-for-event';
