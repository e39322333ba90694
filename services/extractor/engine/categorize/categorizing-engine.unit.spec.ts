import { ServiceUnavailableError } from '../../../../common/errors';
import { rulesDir } from '../../../../common/paths';
import { loadStandardRuleSets } from '../../../../domain/audit';
import { parseReceiptText } from '../../../../domain/extraction';
import type { ReceiptExtractionRequest } from '../../../../domain/jobs';
import type { ExtractionEngine } from '../extraction-engine';
import { CategorizingEngine, programKeyFor } from './categorizing-engine';
import { catalogWithStaleRuleSet } from '../../../../common/rule-sets/rule-set-fixtures.spec';
import { catalogProgramResolver, standardProgramResolver } from './program-resolvers';
import type { ProgramResolver } from './program-resolvers';
import { receiptRequest } from '../../../../domain/jobs/job-fixtures.spec';

const text =
  'Kumon Learning Center\nDate: 2026-03-01\nStudent: Ava Reed\nMath tutoring 1 x 120.00\nTotal 120.00\nVisa ****1234';
const candidates = [{ id: 's1', name: 'Ava Reed', scholarshipProgram: 'FL_UA' }];
const result = parseReceiptText(text, { studentCandidates: candidates });
const request = (changes: Partial<ReceiptExtractionRequest>): ReceiptExtractionRequest =>
  receiptRequest('https://files.example/r.pdf', { categorizeItems: true, studentCandidates: candidates, ...changes });
const inner: ExtractionEngine = {
  name: 'fake',
  extract: async () => ({ result, pages: 1 }),
  close: async () => undefined,
};
const run = (resolver: ProgramResolver, changes: Partial<ReceiptExtractionRequest>) =>
  new CategorizingEngine(inner, resolver).extract({
    bytes: Buffer.alloc(0),
    kind: 'pdf',
    request: request(changes),
    now: new Date(),
    tenantId: 't1',
  });

describe('which program categorizes the items', () => {
  it('is the request’s, else the matched student’s, else left to the tenant default', () => {
    expect(programKeyFor(request({ programKey: 'AZ_ESA' }), result)).toBe('AZ_ESA');
    expect(programKeyFor(request({}), result)).toBe('FL_UA');
    expect(programKeyFor(request({ studentCandidates: [{ id: 's1', name: 'Ava Reed' }] }), result)).toBeNull();
  });

  it('asks the resolver with the job’s tenant and the inferred key', async () => {
    const asked: Array<[string | null, string | null]> = [];
    const registry = standardProgramResolver(loadStandardRuleSets(rulesDir));
    const { result: categorized } = await run(async (tenantId, key) => {
      asked.push([tenantId, key]);
      return registry(tenantId, key);
    }, {});
    expect(asked).toEqual([['t1', 'FL_UA']]);
    expect(categorized.items[0]).toMatchObject({
      category: expect.any(String),
      isEligible: expect.any(Boolean),
      justification: expect.stringContaining('FL_UA'),
    });
  });

  it('does not ask at all in fastMode', async () => {
    const resolver = jest.fn<ReturnType<ProgramResolver>, Parameters<ProgramResolver>>();
    await run(resolver, { fastMode: true });
    expect(resolver).not.toHaveBeenCalled();
  });

  it("leaves the items uncategorized, saying why, for an unknown program or the tenant's rule set that no longer validates", async () => {
    const tenants = { getTenant: async () => null };
    const resolver = catalogProgramResolver((await catalogWithStaleRuleSet('t1', 'FL_UA')).catalog, tenants);
    const warningsOf = async (changes: Partial<ReceiptExtractionRequest>) =>
      (await run(resolver, changes)).result.items.map((item) => item.warnings);
    expect(await warningsOf({})).toEqual([[expect.stringMatching(/^Not categorized: .*'FL_UA' no longer validates/)]]);
    expect(await warningsOf({ programKey: 'NOPE' })).toEqual([
      [expect.stringMatching(/^Not categorized: programKey 'NOPE' is not a known program/)],
    ]);
    expect((await run(resolver, { programKey: 'AZ_ESA' })).result.items[0]?.category).toEqual(expect.any(String));
  });

  it('passes other failures on (a database down is worth a retry, not a warning)', async () => {
    const down = new ServiceUnavailableError('database');
    await expect(run(async () => Promise.reject(down), {})).rejects.toBe(down);
  });
});
