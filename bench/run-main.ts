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
