import { catalogWithStaleRuleSet } from './rule-set-fixtures.spec';

const now = new Date('2026-12-07T12:00:00Z');

/** A tenant whose own program ACME_PEP (alias ACME) was kept before the standard program it extends was retired. */
const setUp = () => catalogWithStaleRuleSet('acme', 'ACME_PEP', ['ACME']);

describe("ProgramCatalog with a tenant's rule set that no longer validates", () => {
  it('refuses work for it by name, and audits the other programs as before', async () => {
    const { catalog } = await setUp();
    await expect(catalog.resolve('acme', 'acme', null)).rejects.toMatchObject({
      code: 'RULE_SET_INVALID',
      httpStatus: 409,
      message:
        "Tenant 'acme' rule set 'ACME_PEP' no longer validates (at /extends: unknown program \"RETIRED_PROGRAM\" to extend); its administrator uploads it again or removes it",
    });
    await expect(catalog.resolve('acme', null, 'ACME_PEP')).rejects.toMatchObject({ code: 'RULE_SET_INVALID' });
    await expect(catalog.resolve('acme', 'PEP', 'ACME_PEP')).resolves.toMatchObject({
      programKey: 'FL_PEP',
      origin: 'standard',
    });
  });

  it('lets the tenant change its other programs while its default names that one', async () => {
    const { store, catalog } = await setUp();
    const other = { programKey: 'ACME_TUTORING', extends: 'FL_PEP' };
    await expect(catalog.upload('acme', other, now, 'ACME')).resolves.toMatchObject({ programKey: 'ACME_TUTORING' });
    await expect(catalog.remove('acme', 'ACME_TUTORING', 'ACME')).resolves.toBe(true);
    // Removing the one the default names would leave the default naming nothing.
    await expect(catalog.remove('acme', 'ACME_PEP', 'ACME')).rejects.toMatchObject({ code: 'RULE_SET_IN_USE' });
    // Uploading it again, valid, ends the refusal.
    await catalog.upload('acme', { programKey: 'ACME_PEP', extends: 'FL_PEP', aliases: ['ACME'] }, now, 'ACME');
    await expect(catalog.resolve('acme', null, 'ACME')).resolves.toMatchObject({ programKey: 'ACME_PEP' });
    expect((await catalog.tenantProgramsOf('acme')).invalid).toEqual([]);
    expect((await store.list('acme')).map((record) => record.programKey)).toEqual(['ACME_PEP']);
  });
});

describe("ProgramCatalog with a tenant's own rule sets", () => {
  it('parses a kept file once, so the audit reuses what it built for it, and an upload again applies at once', async () => {
    const { catalog } = await setUp();
    const stricter = (maxAmount: number) => ({
      programKey: 'ACME_STRICT',
      extends: 'FL_PEP',
      caps: [
        {
          id: 'ACME.CAP.THEME_PARK',
          description: `theme parks at most $${maxAmount}`,
          appliesTo: { taxonomy: ['IM.FIELD_TRIPS.THEME_PARK'] },
          scope: 'per_item',
          maxAmount,
          source: { ref: 'ACME', section: '§4' },
          confidence: 'P',
        },
      ],
      sources: { ACME: { title: 'Acme board policy', confidence: 'P' } },
    });
    await catalog.upload('acme', stricter(150), now, null);
    const first = await catalog.resolve('acme', 'ACME_STRICT', null);
    expect((await catalog.resolve('acme', 'acme_strict', null)).ruleSet).toBe(first.ruleSet);
    await catalog.upload('acme', stricter(100), now, null);
    const capOf = async () =>
      (await catalog.resolve('acme', 'ACME_STRICT', null)).ruleSet.caps.find((cap) => cap.id === 'ACME.CAP.THEME_PARK');
    expect(await capOf()).toMatchObject({ maxAmount: 100 });
  });

  it('parses a file of more than 256 KB for each request rather than keep it, so the kept files stay bounded', async () => {
    const { catalog } = await setUp();
    const large = { programKey: 'ACME_LARGE', extends: 'FL_PEP', name: `Acme ${'large '.repeat(50_000)}`.trim() };
    await catalog.upload('acme', large, now, null);
    const first = await catalog.resolve('acme', 'ACME_LARGE', null);
    const second = await catalog.resolve('acme', 'ACME_LARGE', null);
    expect(second.ruleSet).not.toBe(first.ruleSet);
    expect(second.ruleSet).toEqual(first.ruleSet);
  });
});
