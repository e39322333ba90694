export * from './fields';
export * from './job-requests';
export * from './events';
export * from './results/receipt-result';
export * from './results/audit-result';
export * from './results/duplicate-signals';
export * from './review-decisions';
export * from './admin-requests';
