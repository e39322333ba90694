export * from './in-memory-topic-ends';
export * from './replay';
export * from './projection-collections';
export * from './switch-collections';
export * from './rebuildable-projection';
export * from './rebuild-projection';
