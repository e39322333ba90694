#!/usr/bin/env node
// `npm run stack:up|stack:down|stack:status`. Plain Node, no dependencies:
// it must work in a fresh clone before `npm run build`.
import { displayPath } from './config.mjs';
import { SERVER_NAMES, stackDown, stackStatus, stackUp, StackError } from './stack.mjs';

const USAGE = `usage: node scripts/stack/cli.mjs <up|down|status|start|stop|kill> [server...]

  up                 install what is missing, start what is not running, wait until all answer
  down               stop the servers this stack started
  status             one line per server; exit code 0 only when all three run
  start <server...>  start only these servers (kafka, registry, mongo) and wait until they answer
  stop <server...>   stop only these servers; their data is kept (the fault tests use start and stop)
  kill <server...>   SIGKILL these servers at once, as a crash would (the fault tests use it)

Settings (environment): KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (9093),
REGISTRY_PORT (8081), MONGO_PORT (27017), STACK_DIR (<repo>/.stack),
STACK_CACHE_DIR (~/.cache/receipt-audit/stack). See docs/local-stack.md.`;

async function status() {
  const { servers, allRunning } = await stackStatus();
  for (const s of servers) {
    const pid = s.pid ? `pid ${s.pid}` : '-';
    console.log(
      `${s.name.padEnd(9)} ${s.state.padEnd(8)} ${pid.padEnd(11)} ${s.address.padEnd(40)} log ${displayPath(s.log)}`,
    );
  }
  return allRunning ? 0 : 1;
}

/** The server names after `start`/`stop`: at least one, each known. */
function serverArgs(command, names) {
  if (names.length === 0) throw new StackError(`${command} needs one or more of: ${SERVER_NAMES.join(', ')}`);
  return names;
}

async function main(command, args) {
  switch (command) {
    case 'up':
      await stackUp();
      return 0;
    case 'down':
      await stackDown();
      return 0;
    case 'start':
      await stackUp({ only: serverArgs(command, args) });
      return 0;
    case 'stop':
      await stackDown({ only: serverArgs(command, args) });
      return 0;
    case 'kill':
      await stackDown({ only: serverArgs(command, args), crash: true });
      return 0;
    case 'status':
      return status();
    case '-h':
    case '--help':
    case 'help':
      console.log(USAGE);
      return 0;
    default:
      console.error(`${command ? `unknown command: ${command}\n\n` : ''}${USAGE}`);
      return 2;
  }
}

try {
  process.exitCode = await main(process.argv[2], process.argv.slice(3));
} catch (err) {
  if (err instanceof StackError) {
    console.error(`stack ${process.argv[2]} failed:\n${err.message}`);
  } else {
    console.error(err);
  }
  process.exitCode = 1;
}
