/** `tenant:create --id acme --plan enterprise` → { command: 'tenant:create', options: { id: 'acme', plan: 'enterprise' } } */
export const parseArgs = (
  argv: readonly string[],
): { command: string | undefined; options: Record<string, string> } => {
  const [command, ...rest] = argv;
  const options: Record<string, string> = {};
  for (let index = 0; index < rest.length; index += 1) {
    const token = rest[index]!;
    if (!token.startsWith('--')) throw new Error(`Unexpected argument '${token}'`);
    const value = rest[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`Option ${token} needs a value`);
    options[token.slice(2)] = value;
    index += 1;
  }
  return { command, options };
};
