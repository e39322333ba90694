// Three projects, one per test level; the suffix of a spec file says its level. Dynamic imports stay
// imports (jest runs them with vm modules on), as in the build: common/pdf imports pdf.js's ES-module worker.
const transform = {
  '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true } }],
};
const common = {
  transform,
  testEnvironment: '<rootDir>/test/node-environment.js',
  roots: ['<rootDir>'],
  modulePathIgnorePatterns: ['<rootDir>/dist'],
};

module.exports = {
  // Per-project testTimeout is ignored by jest; integration and end-to-end tests need real servers' time.
  testTimeout: 120_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.unit.spec.ts'] },
    { ...common, displayName: 'int', testMatch: ['**/*.int.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['**/*.e2e.spec.ts'] },
  ],
};
