import path from 'node:path';
import { auditClaim, loadStandardRuleSets, type RuleSet, type SubmissionAuditClaim } from '../../../../domain/audit';
import { appFailure } from '../../../../test/support/app-failure';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../test/support/fake-openai-server';
import { OpenAiAuditReader } from './openai-audit-reader';

const registry = loadStandardRuleSets(path.resolve(__dirname, '../../../../rules'));
const pep = (registry.resolve('FL_PEP') as { ruleSet: RuleSet }).ruleSet;
const NOW = new Date('2026-10-01T12:00:00Z');

// A handheld the keywords do not know, and a generic justification.
const claim: SubmissionAuditClaim = {
  vendor: 'GameStop',
  amount: 249.99,
  lineItems: [{ description: 'Ayaneo Pocket Micro handheld', price: 249.99, justification: 'It is educational.' }],
};

const answer = {
  lines: [
    {
      lineItemIndex: 0,
      kinds: ['game console'],
      taxonomyId: null,
      justification: { student: false, purpose: false, use: false, generic: true },
    },
  ],
};

let server: FakeOpenAiServer;
const readerWith = (maxRetries = 1) =>
  new OpenAiAuditReader({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test',
    model: 'audit-test',
    timeoutMs: 2_000,
    maxRetries,
  });

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('OpenAI audit reader against an OpenAI-compatible server', () => {
  it('sends the lines, the program taxonomy and our JSON schema, and its reading makes the rules see a game console', async () => {
    server.script({ kind: 'answer', content: JSON.stringify(answer) });
    const readings = await readerWith().read(claim, pep);

    expect(readings).toEqual(answer.lines);
    const body = server.requests[0]?.body as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
      messages: { content: string }[];
    };
    expect(body.model).toBe('audit-test');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(body.messages[0]?.content).toContain('IM.FIELD_TRIPS.THEME_PARK');
    expect(body.messages[1]?.content).toContain('Ayaneo Pocket Micro handheld');

    const local = auditClaim(claim, pep, { now: NOW });
    const withModel = auditClaim(claim, pep, { now: NOW, readings });
    expect(local.overallStatus).toBe('review');
    expect(withModel.overallStatus).toBe('fail');
    expect(withModel.flags.find((f) => f.code === 'PROHIBITED_ITEM')?.ruleId).toBe('PEP.PROHIBITED.GAMING');
    expect(withModel.justificationAnalysis[0]?.strength).toBe('weak');
  });

  it('asks again after an answer that does not match the schema or misses a line', async () => {
    server.script({ kind: 'answer', content: '{"lines": []}' }, { kind: 'answer', content: JSON.stringify(answer) });
    await expect(readerWith().read(claim, pep)).resolves.toEqual(answer.lines);
    expect(server.requests).toHaveLength(2);
  });

  it('gives a retriable error after invalid answers in every try, and names the audit model on server faults', async () => {
    server.fallback({ kind: 'answer', content: 'not json' });
    const invalid = await appFailure(readerWith(1).read(claim, pep));
    expect(invalid).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retriable: true });
    expect(invalid.message).toContain('no valid answer in 2 tries');

    server.fallback({ kind: 'status', status: 503 });
    const down = await appFailure(readerWith(0).read(claim, pep));
    expect(down).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retriable: true });
    expect(down.message).toContain('audit model');
  });
});
