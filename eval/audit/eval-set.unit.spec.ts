import path from 'node:path';
import { loadStandardRuleSets } from '../../domain/audit';
import { loadClaimSet, type LoadedClaim } from './claim-set';
import { confusion } from './confusion';
import { scoreClaims } from './score-claims';

const root = path.resolve(__dirname, '../..');
const registry = loadStandardRuleSets(path.join(root, 'rules'));
const claims = loadClaimSet(path.join(root, 'eval/audit/claims'));

describe('labelled audit claims', () => {
  const report = scoreClaims(claims, registry);

  it('cover the four programs with at least 12 claims each', () => {
    expect(Object.keys(report.byProgram).sort()).toEqual(['AZ_ESA', 'FL_FES_EO', 'FL_PEP', 'FL_UA']);
    for (const figures of Object.values(report.byProgram)) expect(figures.claims).toBeGreaterThanOrEqual(12);
  });

  it('agree with the engine on status for at least 95% and on every expected flag', () => {
    const disagreeing = report.outcomes.filter((o) => !o.statusAgrees || o.missedFlags.length > 0).map((o) => o.id);
    expect(disagreeing).toEqual([]);
    expect(report.statusAgreement).toBeGreaterThanOrEqual(0.95);
    expect(report.flagRecall).toBe(1);
  });

  it('count a wrong label against agreement and recall', () => {
    const first = claims.find((c) => c.expected.overallStatus === 'pass') as LoadedClaim;
    const wrong: LoadedClaim = { ...first, expected: { overallStatus: 'fail', flags: [{ code: 'PROHIBITED_ITEM' }] } };
    const scored = scoreClaims([wrong], registry);
    expect(scored).toMatchObject({ statusAgreement: 0, flagRecall: 0 });
    expect(scored.outcomes[0]?.missedFlags).toEqual([{ code: 'PROHIBITED_ITEM' }]);
  });
});

describe('the independent claim set (written from programs.md only)', () => {
  const report = scoreClaims(loadClaimSet(path.join(root, 'eval/audit/independent')), registry);
  const matrix = confusion(report.outcomes);

  it('has at least 150 claims across the four programs', () => {
    expect(report.claims).toBeGreaterThanOrEqual(150);
    expect(Object.keys(report.byProgram).sort()).toEqual(['AZ_ESA', 'FL_FES_EO', 'FL_PEP', 'FL_UA']);
  });

  it('never passes a claim labelled fail, and agrees on status for at least 90%', () => {
    expect(matrix.failToPassIds).toEqual([]);
    expect(report.statusAgreement).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the second independent claim set (written from programs.md and the audit-status policy only)', () => {
  const report = scoreClaims(loadClaimSet(path.join(root, 'eval/audit/independent-v2')), registry);
  const matrix = confusion(report.outcomes);

  it('has 25 claims for each of the four programs', () => {
    expect(Object.fromEntries(Object.entries(report.byProgram).map(([k, f]) => [k, f.claims]))).toEqual({
      AZ_ESA: 25,
      FL_FES_EO: 25,
      FL_PEP: 25,
      FL_UA: 25,
    });
  });

  it('never passes a claim labelled fail, and agrees on status for at least 95%', () => {
    expect(matrix.failToPassIds).toEqual([]);
    expect(report.statusAgreement).toBeGreaterThanOrEqual(0.95);
  });
});
