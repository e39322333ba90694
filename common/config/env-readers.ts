/** Small readers that turn one environment variable into a typed value or say exactly what is wrong. */
export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const readString = (env: Env, name: string, fallback: string): string => {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
};

export const readInt = (env: Env, name: string, fallback: number, bounds: { min: number; max: number }): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new ConfigError(`${name} must be an integer between ${bounds.min} and ${bounds.max}, got '${raw}'`);
  }
  return value;
};

export const readList = (env: Env, name: string, fallback: readonly string[]): readonly string[] => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
};

export const readUrl = (env: Env, name: string, fallback: string): string => {
  const value = readString(env, name, fallback);
  try {
    new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got '${value}'`);
  }
  return value.replace(/\/+$/, '');
};

export const readEnum = <T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T => {
  const value = readString(env, name, fallback);
  if (!allowed.includes(value as T)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got '${value}'`);
  }
  return value as T;
};

export const readIntList = (
  env: Env,
  name: string,
  fallback: readonly number[],
  bounds: { min: number; max: number },
): readonly number[] => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const values = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map(Number);
  if (
    values.length === 0 ||
    values.some((value) => !Number.isInteger(value) || value < bounds.min || value > bounds.max)
  ) {
    throw new ConfigError(
      `${name} must be a comma-separated list of integers between ${bounds.min} and ${bounds.max}, got '${raw}'`,
    );
  }
  return values;
};
