export * from './retention-cutoff';
