export * from './queue-entry';
export * from './result-facts';
export * from './evolve-queue-entry';
export * from './batch-entry';
export * from './claims-overview';
export * from './decisions-csv';
