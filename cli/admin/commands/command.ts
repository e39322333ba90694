import type { TenantStore } from '../../../common/tenants';

export type CommandContext = Readonly<{ tenants: TenantStore; options: Readonly<Record<string, string>>; now: Date }>;

/** One operator command: its usage line(s) and what it prints (JSON) on success. */
export type AdminCommand = Readonly<{
  name: string;
  usage: string;
  run: (context: CommandContext) => Promise<unknown>;
}>;

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
