export * from './fingerprint-entry';
export * from './fingerprints-store';
export * from './mongo-fingerprints-store';
export * from './fingerprints-queries';
export * from './fingerprints-projector';
