import { AppError } from '../../../common/errors';
import type { ProgramCatalog } from '../../../common/rule-sets';
import type { TenantStore } from '../../../common/tenants';

export type CommandContext = Readonly<{
  tenants: TenantStore;
  /** The programs a tenant's default may name: the standard ones and the tenant's own, as the admin API checks. */
  catalog: ProgramCatalog;
  options: Readonly<Record<string, string>>;
  now: Date;
  /** How long a rotated-out webhook secret keeps signing unless told otherwise: the API's, from WEBHOOK_SECRET_OVERLAP_HOURS. */
  secretOverlapMs: number;
}>;

/** One operator command: its usage line(s), the options it takes, and what it prints (JSON) on success. */
export type AdminCommand = Readonly<{
  name: string;
  usage: string;
  options: readonly string[];
  run: (context: CommandContext) => Promise<unknown>;
}>;

/** Runs a command after refusing an option it does not take: a mistyped option is never silently ignored. */
export const runCommand = async (command: AdminCommand, context: CommandContext): Promise<unknown> => {
  const unknown = Object.keys(context.options).filter((option) => !command.options.includes(option));
  if (unknown.length > 0)
    throw new Error(
      `${command.name} does not take ${unknown.map((option) => `--${option}`).join(', ')}; it takes ${command.options.map((option) => `--${option}`).join(', ')}`,
    );
  return command.run(context);
};

export const required = (options: Readonly<Record<string, string>>, name: string, command: string): string => {
  const value = options[name];
  if (value === undefined) throw new Error(`${command} needs --${name}`);
  return value;
};

export const positiveInt = (value: string | undefined, option: string): number | undefined => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${option} must be a positive integer`);
  return parsed;
};

export const trueOrFalse = (value: string | undefined, option: string): boolean | undefined => {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new Error(`--${option} must be true or false`);
  return value === 'true';
};

/**
 * Runs a step that applies the admin API's own rules (its request schema, a program that must exist),
 * so the tool refuses what the API refuses; an error about a field names the option that set it.
 */
export const withApiRules = async <T>(
  optionOf: Readonly<Record<string, string>>,
  step: () => T | Promise<T>,
): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = Object.keys(optionOf)
      .sort((a, b) => b.length - a.length)
      .find((name) => error.message.startsWith(`${name} `) || error.message.startsWith(`${name}[`));
    throw new Error(field === undefined ? error.message : `--${optionOf[field]}${error.message.slice(field.length)}`);
  }
};
