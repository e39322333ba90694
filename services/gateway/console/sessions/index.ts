export * from './console-session';
export * from './mongo-console-session-store';
