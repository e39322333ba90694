/** Runs a script's main: its number is the exit code; a throw prints and exits 2. */
export const runMain = (main: () => Promise<number>): void => {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
};

/**
 * Runs a script's main and ends the process when it is done, whatever clients it left open (a bench
 * that started the whole system): 0, or 1 after printing a throw.
 */
export const runMainThenExit = (main: () => Promise<void>): void => {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
