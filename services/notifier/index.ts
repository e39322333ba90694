export * from './notifier';
export * from './delivery/delivery-loop';
export * from './delivery/attempt-delivery';
export * from './delivery/secrets-cache';
export * from './sending/post-webhook';
export * from './signing/sign-webhook';
export * from './intake/record-deliveries';
