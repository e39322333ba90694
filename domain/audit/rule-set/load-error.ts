// Thrown only for a broken rule file (standard or tenant-uploaded); audit outcomes are values.
export class RuleSetLoadError extends Error {
  override readonly name = 'RuleSetLoadError';
  // What is wrong and where, without the file's name: for a message that names the file its own way.
  readonly problem: string;

  constructor(
    readonly file: string,
    readonly rulePath: string,
    readonly ruleId: string | undefined,
    readonly detail: string,
  ) {
    const problem = `${ruleId ? `rule "${ruleId}" ` : ''}at ${rulePath || '/'}: ${detail}`;
    super(`${file}: ${problem}`);
    this.problem = problem;
  }
}
