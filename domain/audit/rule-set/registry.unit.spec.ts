import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadStandardRuleSets } from './load-standard-rule-sets';
import { RuleSetLoadError } from './load-error';
import type { ResolveOptions } from './registry';

const registry = loadStandardRuleSets(path.resolve(__dirname, '../../../rules'));

function resolvedKey(key: string | undefined): string {
  const resolution = registry.resolve(key);
  return resolution.status === 'resolved' ? resolution.programKey : resolution.status;
}

function resolvedKeyWith(key: string, options: ResolveOptions): string {
  const resolution = registry.resolve(key, options);
  return resolution.status === 'resolved' ? resolution.programKey : resolution.status;
}

describe('program key resolution', () => {
  it.each([
    ['PEP', 'FL_PEP'],
    ['pep', 'FL_PEP'],
    ['FL_PEP', 'FL_PEP'],
    ['UA', 'FL_UA'],
    ['FL_FES_UA', 'FL_UA'],
    ['fl_ua', 'FL_UA'],
    ['FTC-FES-EO', 'FL_FES_EO'],
    ['FL_FTC', 'FL_FES_EO'],
    ['FL_FES_EO', 'FL_FES_EO'],
    ['AZ_ESA', 'AZ_ESA'],
  ])('%s → %s', (key, canonical) => {
    expect(resolvedKey(key)).toBe(canonical);
  });

  it('defaults to FL_PEP when no key is given', () => {
    expect(resolvedKey(undefined)).toBe('FL_PEP');
  });

  it('answers unknown_program with the keys it knows', () => {
    const resolution = registry.resolve('TX_ESA');
    expect(resolution).toMatchObject({ status: 'unknown_program', programKey: 'TX_ESA' });
    expect(resolution.status === 'unknown_program' && resolution.knownKeys).toContain('FTC-FES-EO');
  });
});

describe('tenant rule sets', () => {
  const stricterPep = registry.parseTenantRuleSet(
    {
      programKey: 'FL_PEP',
      extends: 'FL_PEP',
      caps: [
        {
          id: 'PEP.CAP.THEME_PARK',
          description: 'tenant policy: theme parks at most $150',
          appliesTo: { taxonomy: ['IM.FIELD_TRIPS.THEME_PARK'] },
          scope: 'per_item',
          maxAmount: 150,
          source: { ref: 'TENANT', section: 'board policy 12' },
          confidence: 'P',
        },
      ],
      sources: { TENANT: { title: 'Acme SFO board policy', confidence: 'P' } },
    },
    'tenant acme: FL_PEP override',
  );

  it('override a standard program for the calls that pass them, keeping its aliases', () => {
    const tenant = registry.resolve('PEP', { tenantRuleSets: [stricterPep] });
    expect(tenant.status === 'resolved' && tenant.origin).toBe('tenant');
    expect(
      tenant.status === 'resolved' && tenant.ruleSet.caps.find((c) => c.id === 'PEP.CAP.THEME_PARK')?.maxAmount,
    ).toBe(150);
    const standard = registry.resolve('PEP');
    expect(
      standard.status === 'resolved' && standard.ruleSet.caps.find((c) => c.id === 'PEP.CAP.THEME_PARK')?.maxAmount,
    ).toBe(299);
  });

  it('may add a new program key built on a standard one without taking its aliases', () => {
    const own = registry.parseTenantRuleSet(
      { programKey: 'ACME_PEP', extends: 'PEP', removeRules: ['PEP.CAP.LEISURE_ADMISSION'] },
      'acme',
    );
    expect(own.aliases).toEqual([]);
    expect(own.caps.map((c) => c.id)).toEqual(['PEP.CAP.THEME_PARK']);
    expect(resolvedKey('ACME_PEP')).toBe('unknown_program');
    const resolution = registry.resolve('acme_pep', { tenantRuleSets: [own] });
    expect(resolution.status === 'resolved' && resolution.programKey).toBe('ACME_PEP');
    expect(registry.resolve('PEP', { tenantRuleSets: [own] })).toMatchObject({
      status: 'resolved',
      origin: 'standard',
    });
  });

  it('that no longer validate answer to their keys, the standard program they override included', () => {
    const retired = { programKey: 'FL_PEP', aliases: [], problem: 'at /extends: unknown program "OLD" to extend' };
    const ownWithAlias = { programKey: 'ACME_PEP', aliases: ['Acme', 'FL_UA'], problem: 'rule "X" at /caps/0: gone' };
    const options = { invalidTenantRuleSets: [retired, ownWithAlias] };
    // Not the standard FL_PEP by any of its keys: the tenant replaced it.
    for (const key of ['FL_PEP', 'pep', undefined])
      expect(registry.resolve(key, options)).toEqual({
        status: 'invalid_rule_set',
        programKey: 'FL_PEP',
        problem: retired.problem,
      });
    expect(registry.resolve('ACME', options)).toMatchObject({ status: 'invalid_rule_set', programKey: 'ACME_PEP' });
    expect(registry.resolve('fl_ua', options)).toMatchObject({ status: 'invalid_rule_set', programKey: 'ACME_PEP' });
    // A key it never named is the standard program's, even when it took another of that program's keys.
    expect(resolvedKeyWith('UA', options)).toBe('FL_UA');
    expect(resolvedKeyWith('TX_ESA', options)).toBe('unknown_program');
    // One of the tenant's rule sets that validates wins for the keys it names.
    expect(resolvedKeyWith('pep', { ...options, tenantRuleSets: [stricterPep] })).toBe('FL_PEP');
  });

  it('are validated like standard files', () => {
    expect(() => registry.parseTenantRuleSet({ programKey: 'ACME', extends: 'NOPE' }, 'acme.json')).toThrow(
      RuleSetLoadError,
    );
    expect(() =>
      registry.parseTenantRuleSet({ programKey: 'ACME', extends: 'PEP', caps: [{ id: 'X' }] }, 'acme.json'),
    ).toThrow(/acme\.json: rule "X" at \/caps\/0: missing property/);
  });

  it('include the example in docs/audit.md, which validates and takes effect', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../docs/audit.md'), 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const acme = registry.parseTenantRuleSet(JSON.parse(example), 'docs/audit.md example');
    expect(acme.caps.map((c) => [c.id, c.maxAmount])).toEqual([['PEP.CAP.THEME_PARK', 250]]);
    expect(acme.administrativeMargin.percent).toBe(0);
  });
});
