import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadStandardRuleSets } from './load-standard-rule-sets';
import { RuleSetLoadError } from './load-error';
import { parseRuleSet } from './parse-rule-set';

const RULES_DIR = path.resolve(__dirname, '../../../rules');
const PEP_FILE = path.join(RULES_DIR, 'FL_PEP.2026-27.json');
const pepData = () => JSON.parse(readFileSync(PEP_FILE, 'utf8')) as Record<string, any>;

function loadError(run: () => unknown): RuleSetLoadError {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleSetLoadError) return error;
    throw error;
  }
  throw new Error('expected a RuleSetLoadError');
}

describe('standard rule sets', () => {
  it('loads the four programs, each rule carrying a source listed in the file', () => {
    const registry = loadStandardRuleSets(RULES_DIR);
    expect(
      registry
        .ruleSets()
        .map((r) => r.programKey)
        .sort(),
    ).toEqual(['AZ_ESA', 'FL_FES_EO', 'FL_PEP', 'FL_UA']);
  });
});

describe('broken rule files', () => {
  it('names the file, the rule id and the path of a wrongly typed value', () => {
    const data = pepData();
    data.caps[0].maxAmount = '299';
    const error = loadError(() => parseRuleSet(data, 'rules/FL_PEP.2026-27.json'));
    expect(error.message).toContain('rules/FL_PEP.2026-27.json');
    expect(error.message).toContain('PEP.CAP.THEME_PARK');
    expect(error.rulePath).toBe('/caps/0/maxAmount');
  });

  it('names an unknown property', () => {
    const data = pepData();
    data.prohibited[1].keywrods = ['x'];
    const error = loadError(() => parseRuleSet(data, 'f.json'));
    expect(error.message).toMatch(
      /rule "PEP\.PROHIBITED\.PERIPHERALS" at \/prohibited\/1: unknown property "keywrods"/,
    );
  });

  it('rejects a rule whose source is not in the sources list', () => {
    const data = pepData();
    data.caps[1].source.ref = 'F99';
    expect(loadError(() => parseRuleSet(data, 'f.json')).message).toContain('source "F99" is not listed');
  });

  it('rejects a rule pointing at a taxonomy entry that does not exist', () => {
    const data = pepData();
    data.caps[0].appliesTo.taxonomy = ['IM.FIELD_TRIPS.WATER_PARK'];
    const error = loadError(() => parseRuleSet(data, 'f.json'));
    expect(error.ruleId).toBe('PEP.CAP.THEME_PARK');
    expect(error.message).toContain('no taxonomy entry "IM.FIELD_TRIPS.WATER_PARK"');
  });

  it('rejects duplicate rule ids', () => {
    const data = pepData();
    data.caps[1].id = data.caps[0].id;
    expect(loadError(() => parseRuleSet(data, 'f.json')).message).toContain('duplicate id');
  });

  it('stops start-up on a file that is not JSON, naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
    writeFileSync(path.join(dir, 'FL_PEP.2026-27.json'), readFileSync(PEP_FILE));
    writeFileSync(path.join(dir, 'BROKEN.2026-27.json'), '{ "programKey": ');
    const error = loadError(() => loadStandardRuleSets(dir));
    rmSync(dir, { recursive: true, force: true });
    expect(error.file).toBe(path.join(dir, 'BROKEN.2026-27.json'));
    expect(error.message).toContain('not valid JSON');
  });
});
