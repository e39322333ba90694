// Thrown only for a broken rule file (standard or tenant-uploaded); audit outcomes are values.
export class RuleSetLoadError extends Error {
  override readonly name = 'RuleSetLoadError';

  constructor(
    readonly file: string,
    readonly rulePath: string,
    readonly ruleId: string | undefined,
    readonly detail: string,
  ) {
    super(`${file}: ${ruleId ? `rule "${ruleId}" ` : ''}at ${rulePath || '/'}: ${detail}`);
  }
}
