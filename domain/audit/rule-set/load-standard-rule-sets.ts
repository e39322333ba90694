import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuleSet } from './parse-rule-set';
import { RuleSetLoadError } from './load-error';
import { RuleSetRegistry } from './registry';

// The one place the audit domain does I/O: read every *.json in the directory given, once at start-up.
export function loadStandardRuleSets(rulesDir: string): RuleSetRegistry {
  const files = readdirSync(rulesDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const ruleSets = files.map((name) => {
    const file = path.join(rulesDir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new RuleSetLoadError(file, '', undefined, `not valid JSON: ${(error as Error).message}`);
    }
    return parseRuleSet(data, file);
  });
  return new RuleSetRegistry(ruleSets);
}
