export * from './prepare-image';
export * from './text-line-direction';
