import type { MessageBus } from '../../common/messaging';
import { collectDeadLetters } from './collect-dead-letters';
import { eventLabel, formatList, toJson } from './format-dead-letters';
import { parseDlqArgs, USAGE, type DlqCommand } from './parse-dlq-args';
import { replayDeadLetters } from './replay-dead-letters';

export type DlqDeps = Readonly<{
  /** Connects only when a command needs the broker, so that usage errors answer at once. */
  bus: () => MessageBus;
  deadLetterTopic: string;
  out: (text: string) => void;
  err: (text: string) => void;
  now: () => Date;
}>;

export const EXIT = { ok: 0, error: 1, usage: 2 } as const;

/** Runs one `dlq` command and returns the process's exit code: 0 done, 1 failed, 2 wrong usage. */
export const runDlq = async (argv: readonly string[], deps: DlqDeps): Promise<number> => {
  let command: DlqCommand;
  try {
    command = parseDlqArgs(argv);
  } catch (error) {
    deps.err(`dlq: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  try {
    await run(command, deps);
    return EXIT.ok;
  } catch (error) {
    deps.err(`dlq: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.error;
  }
};

const run = async (command: DlqCommand, deps: DlqDeps): Promise<void> => {
  switch (command.command) {
    case 'help':
      deps.out(`${USAGE}\n`);
      return;
    case 'list': {
      const all = collectDeadLetters(await deps.bus().readTopic(deps.deadLetterTopic));
      const shown = command.limit === null ? all : all.slice(-command.limit);
      deps.out(
        command.json
          ? `${JSON.stringify(shown.map(toJson), null, 2)}\n`
          : `${formatList(deps.deadLetterTopic, shown, all.length)}\n`,
      );
      return;
    }
    case 'replay': {
      const result = await replayDeadLetters(
        deps.bus(),
        deps.deadLetterTopic,
        command.all ? { all: true } : { all: false, ids: command.ids },
        deps.now,
      );
      for (const deadLetter of result.replayed)
        deps.out(`replayed ${deadLetter.id} to ${deadLetter.origin.topic}: ${eventLabel(deadLetter)}\n`);
      deps.out(
        `${result.replayed.length} dead letter${result.replayed.length === 1 ? '' : 's'} replayed, ${result.published} message${result.published === 1 ? '' : 's'} published.\n`,
      );
      return;
    }
  }
};
