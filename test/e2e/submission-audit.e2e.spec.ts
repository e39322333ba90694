import { readingBookLine } from '../fixtures/claim-lines';
import { api } from '../support/http-client';
import { pollUntil, startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';
import { ifStarted } from '../support/if-started';

const booksClaim = {
  programKey: 'PEP',
  vendor: 'Barnes & Noble',
  amount: 20.49,
  lineItems: [
    readingBookLine,
    {
      description: 'Spectrum Grade 4 Math Workbook',
      price: 11.5,
      category: 'Instructional Materials',
      type: 'Books',
      justification:
        'My son is behind in 4th-grade math; he will practice fractions with this workbook every morning to master the skills in his learning plan.',
    },
  ],
};

const themePark = (price: number) => ({
  programKey: 'FL_PEP',
  vendor: 'Busch Gardens Tampa Bay',
  amount: price,
  lineItems: [
    {
      description: 'Busch Gardens Tampa single-day admission',
      price,
      category: 'Instructional Materials',
      type: 'Field Trips & Other Activities',
      justification:
        'Our science unit on animal habitats this semester; my daughter will complete the park education worksheet during the visit to learn about ecosystems she is interested in.',
    },
  ],
});

/** The audit through the whole system: gateway → JobRequested → auditor → JobCompleted → projection → HTTP. */
describe('submission audit, sync and async', () => {
  let system: TestSystem;
  let apiKey: string;

  beforeAll(async () => {
    system = await startTestSystem(testConfig());
    apiKey = await system.newTenant('tenant_audit', { scopes: ['audits', 'jobs:read', 'admin'] });
  });
  afterAll(() => ifStarted(system)?.teardown());

  it('answers 200 with the AuditResult when async is false (the default)', async () => {
    const response = await api(system.url, apiKey).post('/v1/submissions/audit', booksClaim);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ overallStatus: 'pass', programKey: 'FL_PEP', flags: [] });
    expect(response.body.justificationAnalysis).toHaveLength(2);
    expect(response.body.disclaimer).toMatch(/advisory/i);
    expect(typeof response.body.confidenceScore).toBe('number');
    expect(response.body.auditRunAt).toEqual(expect.any(String));
    // The sync answer is a job like any other, with its trail.
    const jobId = response.headers.get('x-job-id');
    const trail = await api(system.url, apiKey).get(`/v1/jobs/${jobId}/events`);
    expect(trail.body.events.map((event: { type: string }) => event.type)).toEqual([
      'JobRequested',
      'JobStarted',
      'JobCompleted',
    ]);
  });

  it('queues the audit with async true and serves the result through the job', async () => {
    const accepted = await api(system.url, apiKey).post('/v1/submissions/audit', {
      ...themePark(309),
      async: true,
      metadata: { claim: 'c-1' },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ status: 'queued', tenantId: 'tenant_audit' });
    const done = await pollUntil(
      () => api(system.url, apiKey).get(`/v1/jobs/${accepted.body.jobId}`),
      (response) => response.body.status === 'completed',
    );
    expect(done.body).toMatchObject({
      type: 'submission_audit',
      metadata: { claim: 'c-1' },
      result: { overallStatus: 'pass' },
    });
    expect(done.body.result.flags.map((flag: { code: string }) => flag.code)).toContain('CAP_WITHIN_MARGIN');
  });

  it('applies strictHandbookRules: no administrative margin on caps', async () => {
    const response = await api(system.url, apiKey).post(
      '/v1/submissions/audit?strictHandbookRules=true',
      themePark(309),
    );
    expect(response.body.overallStatus).toBe('fail');
    expect(response.body.flags.map((flag: { code: string }) => flag.code)).toContain('CAP_EXCEEDED');
  });

  it('refuses an unknown program and a claim without line items', async () => {
    const unknown = await api(system.url, apiKey).post('/v1/submissions/audit', {
      ...booksClaim,
      programKey: 'TX_ESA',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('UNKNOWN_PROGRAM');
    const empty = await api(system.url, apiKey).post('/v1/submissions/audit', { ...booksClaim, lineItems: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain('lineItems');
  });

  it("applies a tenant's own rule set to that tenant only", async () => {
    const upload = await api(system.url, apiKey).call('PUT', '/v1/admin/tenants/tenant_audit/rule-sets', {
      extends: 'FL_PEP',
      programKey: 'ACME_PEP',
      aliases: ['ACME'],
    });
    expect(upload.status).toBe(200);
    expect(upload.body.programKey).toBe('ACME_PEP');
    const own = await api(system.url, apiKey).post('/v1/submissions/audit', { ...booksClaim, programKey: 'ACME' });
    expect(own.status).toBe(200);
    expect(own.body.programKey).toBe('ACME_PEP');

    const otherKey = await system.newTenant('tenant_audit_other', { scopes: ['audits'] });
    const other = await api(system.url, otherKey).post('/v1/submissions/audit', { ...booksClaim, programKey: 'ACME' });
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe('UNKNOWN_PROGRAM');

    const broken = await api(system.url, apiKey).call('PUT', '/v1/admin/tenants/tenant_audit/rule-sets', {
      programKey: 'BROKEN',
    });
    expect(broken.status).toBe(400);
  });
});

describe('submission audit past the sync cutoff', () => {
  let system: TestSystem;
  let apiKey: string;

  beforeAll(async () => {
    // No auditor runs: the audit cannot finish, so the cutoff must answer.
    system = await startTestSystem(testConfig({ SYNC_CUTOFF_MS: '300' }), ['gateway', 'projections']);
    apiKey = await system.newTenant('tenant_slow');
  });
  afterAll(() => ifStarted(system)?.teardown());

  it('answers 504 SYNC_TIMEOUT with the jobId and pollUrl, and the job is still there', async () => {
    const response = await api(system.url, apiKey).post('/v1/submissions/audit', booksClaim);
    expect(response.status).toBe(504);
    expect(response.body.error).toMatchObject({
      code: 'SYNC_TIMEOUT',
      status: 504,
      jobId: expect.any(String),
      pollUrl: expect.stringContaining('/v1/jobs/'),
    });
    const job = await api(system.url, apiKey).get(`/v1/jobs/${response.body.error.jobId}`);
    expect(job.body.status).toBe('queued');
  });
});
