export * from './console-session';
export * from './mongo-console-session-store';
export * from './console-session-queries';
