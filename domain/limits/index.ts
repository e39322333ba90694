export * from './plan-limits';
export * from './fixed-window';
