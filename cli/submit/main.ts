import { writeFileSync } from 'node:fs';
import { parseSubmitArgs, SUBMIT_USAGE } from './parse-submit-args';
import { toCsv, toJson } from './result-rows';
import { runSubmit } from './run-submit';

/** `npm run submit`: a folder of receipts through one batch, a table of results back. */
const run = async (): Promise<void> => {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help')) {
    process.stdout.write(`${SUBMIT_USAGE}\n`);
    return;
  }
  const args = parseSubmitArgs(argv, process.env);
  const terminal = process.stderr.isTTY;
  let lastPlain = 0;
  const rows = await runSubmit(args, {
    now: () => Date.now(),
    status: (line, redraw) => {
      if (!redraw) {
        if (terminal) process.stderr.write('\r\x1b[2K');
        if (line !== '') process.stderr.write(`${line}\n`);
      } else if (terminal) process.stderr.write(`\r\x1b[2K${line}`);
      else if (Date.now() - lastPlain > 5_000) {
        // A log file gets a line every 5 s instead of a redrawn bar.
        lastPlain = Date.now();
        process.stderr.write(`${line}\n`);
      }
    },
  });
  const text = args.format === 'json' ? toJson(rows) : toCsv(rows);
  if (args.out === null) process.stdout.write(text);
  else writeFileSync(args.out, text);
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  process.stderr.write(
    `${count('completed')} completed, ${count('failed')} failed, ${count('unreadable')} unreadable${args.out === null ? '' : ` → ${args.out}`}\n`,
  );
  if (count('unreadable') > 0) process.exitCode = 2;
};

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
