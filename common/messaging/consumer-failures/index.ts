export * from './classify-failure';
export * from './handle-with-retries';
