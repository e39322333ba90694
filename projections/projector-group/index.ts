export * from './projector';
export * from './start-projector-group';
