/**
 * For `afterAll`: what `beforeAll` started, or undefined when starting it failed (the variable was never
 * set although its type says it was), so teardown stops only what exists: `await ifStarted(system)?.teardown()`.
 */
export const ifStarted = <T>(value: T): T | undefined => value;
