export * from './review-state';
export * from './decide-review';
