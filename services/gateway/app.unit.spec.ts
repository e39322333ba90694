import type { Server } from 'node:http';
import { MongoNetworkError } from 'mongodb';
import type { AddressInfo } from 'node:net';
import { loadConfig, type AppConfig } from '../../common/config';
import { EventLog, JsonEventCodec } from '../../common/events';
import { createLogger } from '../../common/logging';
import { InMemoryMessageBus } from '../../common/messaging/in-memory';
import type { OutgoingMessage } from '../../common/messaging';
import { createTenant, InMemoryTenantStore, issueApiKey } from '../../common/tenants';
import { InMemoryTenantRuleSetStore, ProgramCatalog } from '../../common/rule-sets';
import { rulesDir } from '../../common/paths';
import { loadStandardRuleSets } from '../../domain/audit';
import { topicsFor } from '../../common/topics';
import { FinalJobWatch, InMemoryJobsStore } from '../../projections/jobs';
import { InMemoryBatchesStore } from '../../projections/batches';
import { InMemoryDeliveriesStore } from '../../projections/webhook-deliveries';
import { InMemoryUsageStore } from '../../projections/usage';
import { api } from '../../test/support/http-client';
import { createGatewayApp } from './app';
import { InMemoryReviewLogStore } from '../../common/review-log';
import { InMemoryAcceptedStore } from '../../common/accepted';
import { InMemoryIdempotencyStore, type StoredResponse } from '../../common/idempotency';
import { keyLeaseMs } from './middleware/idempotency';
import { MAX_CLIENT_REQUEST_ID } from './middleware/request-log';
import { parseReceiptText } from '../../domain/extraction';
import { readingBookLine } from '../../test/fixtures/claim-lines';
import { InMemoryLeaseStore } from '../../common/rate-leases';
import { afterAttempt } from '../../domain/webhooks';
import { testDelivery } from '../../test/fixtures/deliveries';

/** A broker that can write a message and still report a failure, as a produce that timed out does. */
class AmbiguousBus extends InMemoryMessageBus {
  failAfterWrite = false;

  override async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    await super.publish(topic, messages);
    if (this.failAfterWrite) {
      this.failAfterWrite = false;
      throw new Error('request timed out (the broker had written it)');
    }
  }
}

/** Keys whose answers cannot be kept: as if the gateway died between writing the work and keeping its answer. */
class ForgetfulIdempotencyStore extends InMemoryIdempotencyStore {
  forget = false;

  override async complete(scope: string, key: string, response: StoredResponse): Promise<void> {
    if (this.forget) throw new Error('the process died first');
    await super.complete(scope, key, response);
  }
}

/** A rule-set store whose server can be unreachable (the driver's outage error) or that can fail as a bug does. */
class FailingRuleSetStore extends InMemoryTenantRuleSetStore {
  failure: Error | null = null;

  override async list(tenantId: string) {
    if (this.failure !== null) throw this.failure;
    return super.list(tenantId);
  }
}

/** The gateway's HTTP behaviour on in-memory adapters: statuses, error bodies, tenants, validation. */
describe('gateway HTTP contract', () => {
  const topics = topicsFor('unit.');
  const bus = new AmbiguousBus();
  const idempotencyStore = new ForgetfulIdempotencyStore();
  const accepted = new InMemoryAcceptedStore();
  const jobs = new InMemoryJobsStore();
  const tenants = new InMemoryTenantStore();
  const deliveries = new InMemoryDeliveriesStore();
  const ruleSetStore = new FailingRuleSetStore();
  let server: Server;
  let url: string;
  let key: string;
  let readOnlyKey: string;
  let platformKey: string;
  let tinyKey: string;
  let config: AppConfig;
  let jobSeq = 0;
  // A clock the tests move: each test starts in a fresh rate-limit window, whatever the real time.
  let clock = new Date('2026-11-21T10:00:00.000Z');
  beforeEach(() => {
    clock = new Date(clock.getTime() + 1000);
  });

  beforeAll(async () => {
    await bus.ensureTopics([{ name: topics.jobs, partitions: 2 }]);
    const now = new Date();
    for (const tenantId of ['t_a', 't_b', 't_c']) await createTenant(tenants, { tenantId }, now);
    key = (await issueApiKey(tenants, { tenantId: 't_a' }, now)).apiKey;
    readOnlyKey = (await issueApiKey(tenants, { tenantId: 't_a', scopes: ['jobs:read'] }, now)).apiKey;
    platformKey = (await issueApiKey(tenants, { tenantId: 't_a', extraTenantIds: ['t_b'] }, now)).apiKey;
    await tenants.createTenant({
      tenantId: 't_tiny',
      name: 'tiny',
      plan: 'standard',
      defaultProgramKey: null,
      retentionDays: 90,
      webhookSecrets: [],
      createdAt: now.toISOString(),
      limits: { requestsPerSecond: 1000, maxOpenJobs: 2 },
    });
    tinyKey = (await issueApiKey(tenants, { tenantId: 't_tiny' }, now)).apiKey;
    config = loadConfig({ API_MAX_BODY_BYTES: '2048', WEBHOOK_ALLOWED_HTTP_HOSTS: 'localhost', SYNC_CUTOFF_MS: '300' });
    const app = createGatewayApp({
      config,
      logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', name: 'test' }),
      eventLog: new EventLog(bus, new JsonEventCodec()),
      topics,
      jobs,
      jobFinals: new FinalJobWatch(),
      accepted,
      reviewLog: new InMemoryReviewLogStore(),
      tenants,
      catalog: new ProgramCatalog(loadStandardRuleSets(rulesDir), ruleSetStore),
      idempotency: idempotencyStore,
      rateLeases: new InMemoryLeaseStore(),
      batches: new InMemoryBatchesStore(),
      deliveries,
      usage: new InMemoryUsageStore(),
      newBatchId: () => `bat_${++jobSeq}`,
      readiness: [{ name: 'kafka', check: () => bus.isHealthy() }],
      now: () => clock,
      newJobId: () => `job_${++jobSeq}`,
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const extract = (body: unknown, headers?: Record<string, string>, apiKey = key) =>
    api(url, apiKey).post('/v1/receipts/extract', body, headers);

  it('accepts a receipt, records JobRequested, and the job reads back at once', async () => {
    const accepted = await extract({
      fileUrl: 'https://files.example/r.pdf',
      studentCandidates: [{ id: 's1', name: 'Ana' }],
      metadata: { k: 'v' },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get('location')).toBe(accepted.body.pollUrl);
    expect(bus.messages(topics.jobs).map((message) => message.headers['event-type'])).toContain('JobRequested');
    const read = await api(url, key).get(`/v1/jobs/${accepted.body.jobId}?includeResult=false`);
    expect(read.body).toMatchObject({
      jobId: accepted.body.jobId,
      status: 'queued',
      attempts: 0,
      metadata: { k: 'v' },
      error: null,
    });
  });

  it.each([
    [{}, 'fileUrl is required'],
    [{ fileUrl: 'not a url' }, 'fileUrl must be an http or https URL'],
    [{ fileUrl: 'https://exa mple.com/r.pdf' }, 'fileUrl must be a valid uri'],
    [{ fileUrl: 'ftp://files.example/r.pdf' }, 'fileUrl must be an http or https URL'],
    [{ fileUrl: 'https://f.example/r.pdf', colour: 'red' }, 'colour is not a known field'],
    [{ fileUrl: 'https://f.example/r.pdf', categorizeItems: 'yes' }, 'categorizeItems must be boolean'],
    [
      { fileUrl: 'https://f.example/r.pdf', studentCandidates: [{ id: 's1' }] },
      'studentCandidates[0].name is required',
    ],
    [{ fileUrl: 'https://f.example/r.pdf', webhookUrl: 'http://hooks.example/x' }, 'webhookUrl must be an https URL'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const response = await extract(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'INVALID_REQUEST', message, status: 400 } });
  });

  it('admits http webhooks only for allow-listed hosts', async () => {
    expect((await extract({ fileUrl: 'https://f.example/r.pdf', webhookUrl: 'http://localhost:9/hook' })).status).toBe(
      202,
    );
  });

  it('answers 415 for another content type and 413 past the body limit', async () => {
    const wrongType = await api(url, key).call('POST', '/v1/receipts/extract', 'fileUrl=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const tooLarge = await extract({ fileUrl: 'https://f.example/r.pdf', metadata: { blob: 'x'.repeat(4000) } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    const tooLargeWithKey = await extract(
      { fileUrl: 'https://f.example/r.pdf', metadata: { blob: 'x'.repeat(4000) } },
      { 'idempotency-key': 'big-1' },
    );
    expect(tooLargeWithKey.status).toBe(413);
  });

  it('answers 404 NOT_FOUND in the ErrorResponse shape for unknown routes', async () => {
    const response = await api(url, key).get('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /v1/nothing-here', status: 404 },
    });
  });

  it('resolves the tenant from the header, then the body, and refuses tenants the key may not act for', async () => {
    expect(
      (await extract({ fileUrl: 'https://f.example/r.pdf' }, { 'x-tenant-id': 't_b' }, platformKey)).body.tenantId,
    ).toBe('t_b');
    expect(
      (await extract({ fileUrl: 'https://f.example/r.pdf', tenantId: 't_b' }, {}, platformKey)).body.tenantId,
    ).toBe('t_b');
    const forbidden = await extract({ fileUrl: 'https://f.example/r.pdf' }, { 'x-tenant-id': 't_c' }, platformKey);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('TENANT_FORBIDDEN');
    const conflict = await extract(
      { fileUrl: 'https://f.example/r.pdf', tenantId: 't_a' },
      { 'x-tenant-id': 't_b' },
      platformKey,
    );
    expect(conflict.status).toBe(400);
  });

  it('refuses a key without the needed scope, and a revoked or unknown key', async () => {
    const noScope = await extract({ fileUrl: 'https://f.example/r.pdf' }, {}, readOnlyKey);
    expect(noScope.status).toBe(403);
    expect(noScope.body.error.code).toBe('SCOPE_FORBIDDEN');
    const unknown = await extract({ fileUrl: 'https://f.example/r.pdf' }, {}, `rk_live_${'x'.repeat(40)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_token"');
  });

  it('answers a request without a key 401 with the Bearer challenge, naming no error, as RFC 6750 asks', async () => {
    const noKey = await api(url).get('/v1/jobs/job_1');
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const otherScheme = await api(url).get('/v1/jobs/job_1', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(otherScheme.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const malformed = await api(url).get('/v1/jobs/job_1', { authorization: 'Bearer not-a-key' });
    expect(malformed.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_token"');
  });

  it("echoes the client's X-Request-Id, and answers one too long or not a plain token with an id of its own", async () => {
    const own = await api(url, key).get('/v1/jobs/job_1', { 'x-request-id': 'portal-7f3a:42' });
    expect(own.headers.get('x-request-id')).toBe('portal-7f3a:42');
    const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await api(url, key).get('/v1/jobs/job_1');
    expect(none.headers.get('x-request-id')).toMatch(generated);
    const long = await api(url, key).get('/v1/jobs/job_1', { 'x-request-id': 'r'.repeat(MAX_CLIENT_REQUEST_ID + 1) });
    expect(long.headers.get('x-request-id')).toMatch(generated);
    const spaced = await api(url, key).get('/v1/jobs/job_1', { 'x-request-id': 'two words' });
    expect(spaced.headers.get('x-request-id')).toMatch(generated);
  });

  it('validates the query: priority, includeResult and unknown result fields', async () => {
    expect(
      (await api(url, key).post('/v1/receipts/extract?priority=urgent', { fileUrl: 'https://f.example/r.pdf' })).status,
    ).toBe(400);
    const accepted = await extract({ fileUrl: 'https://f.example/r.pdf' });
    expect((await api(url, key).get(`/v1/jobs/${accepted.body.jobId}?includeResult=maybe`)).status).toBe(400);
    const badFields = await api(url, key).get(`/v1/jobs/${accepted.body.jobId}?fields=vendor,colour`);
    expect(badFields.status).toBe(400);
    expect(badFields.body.error.message).toContain('colour');
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses the key with another body', async () => {
    const body = { fileUrl: 'https://f.example/idem.pdf' };
    const first = await extract(body, { 'idempotency-key': 'idem-1' });
    const again = await extract(body, { 'idempotency-key': 'idem-1' });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const other = await extract({ fileUrl: 'https://f.example/other.pdf' }, { 'idempotency-key': 'idem-1' });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const badFirst = await extract({ fileUrl: 'nope' }, { 'idempotency-key': 'idem-2' });
    const badAgain = await extract({ fileUrl: 'nope' }, { 'idempotency-key': 'idem-2' });
    expect([badFirst.status, badAgain.status]).toEqual([400, 400]);
    expect(badAgain.body).toEqual(badFirst.body);
  });

  it('keeps no 403 under an Idempotency-Key: the same request from a key with the scope runs', async () => {
    const body = { fileUrl: 'https://files.example/scoped.pdf' };
    const refused = await extract(body, { 'idempotency-key': 'scoped-1' }, readOnlyKey);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'SCOPE_FORBIDDEN']);
    const accepted = await extract(body, { 'idempotency-key': 'scoped-1' });
    expect([accepted.status, accepted.headers.get('idempotent-replayed')]).toEqual([202, null]);
  });

  it('carries RateLimit headers and answers 429 RATE_LIMITED with Retry-After past the plan rate', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, () => api(url, readOnlyKey).get('/v1/jobs/none')));
    clock = new Date(clock.getTime() + 1000);
    expect((await api(url, readOnlyKey).get('/v1/jobs/none')).status).toBe(404); // the next window starts afresh
    const limited = responses.filter((response) => response.status === 429);
    expect(responses.filter((response) => response.status === 404)).toHaveLength(50);
    expect(limited).toHaveLength(10);
    expect(limited[0]!.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(responses[0]!.headers.get('ratelimit-limit')).toBe('50');
    expect(responses[0]!.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
  });

  it('refuses priority=high on a plan without it, and new work past the open-jobs limit', async () => {
    const high = await api(url, tinyKey).post('/v1/receipts/extract?priority=high', {
      fileUrl: 'https://f.example/r.pdf',
    });
    expect(high.status).toBe(403);
    expect(high.body.error.code).toBe('PRIORITY_NOT_ALLOWED');
    expect((await api(url, tinyKey).post('/v1/receipts/extract', { fileUrl: 'https://f.example/1.pdf' })).status).toBe(
      202,
    );
    expect((await api(url, tinyKey).post('/v1/receipts/extract', { fileUrl: 'https://f.example/2.pdf' })).status).toBe(
      202,
    );
    const third = await api(url, tinyKey).post('/v1/receipts/extract', { fileUrl: 'https://f.example/3.pdf' });
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('CONCURRENCY_LIMITED');
    expect(third.headers.get('retry-after')).toBe('1'); // the open jobs are counted again each second
  });

  it('lets a platform operator manage tenants and keys, and a tenant admin only its own', async () => {
    const operator = (
      await issueApiKey(tenants, { tenantId: 't_a', scopes: ['admin', 'jobs:read'], extraTenantIds: ['*'] }, new Date())
    ).apiKey;
    const admin = api(url, operator);
    const created = await admin.post('/v1/admin/tenants', {
      tenantId: 'acme',
      plan: 'enterprise',
      retentionDays: 30,
      limits: { requestsPerSecond: 7 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tenantId: 'acme',
      plan: 'enterprise',
      retentionDays: 30,
      limits: { requestsPerSecond: 7, maxOpenJobs: 20000, highPriority: true },
    });
    expect(created.body.webhookSecret).toMatch(/^whsec_/);
    expect((await admin.post('/v1/admin/tenants', { tenantId: 'acme' })).body.error.code).toBe('ALREADY_EXISTS');
    expect((await admin.get('/v1/admin/tenants/acme')).body.webhookSecret).toBeUndefined();

    const patched = await admin.call('PATCH', '/v1/admin/tenants/acme', {
      plan: 'standard',
      defaultProgramKey: 'AZ_ESA',
    });
    expect(patched.body).toMatchObject({
      plan: 'standard',
      defaultProgramKey: 'AZ_ESA',
      limits: { requestsPerSecond: 7, highPriority: false },
    });
    expect((await admin.call('PATCH', '/v1/admin/tenants/acme', { defaultProgramKey: 'MARS' })).body.error.code).toBe(
      'UNKNOWN_PROGRAM',
    );

    expect((await admin.post('/v1/admin/tenants/acme/keys', { expiresAt: '2020-01-01T00:00:00Z' })).body.error).toEqual(
      expect.objectContaining({ code: 'INVALID_REQUEST', message: 'expiresAt must be in the future' }),
    );
    const issued = await admin.post('/v1/admin/tenants/acme/keys', { scopes: ['jobs:read'], name: 'reporting' });
    expect(issued.status).toBe(201);
    const listed = await admin.get(`/v1/admin/tenants/acme/keys?prefix=${issued.body.prefix}`);
    expect(listed.body.keys).toEqual([
      expect.objectContaining({ keyId: issued.body.keyId, scopes: ['jobs:read'], name: 'reporting', revokedAt: null }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(issued.body.apiKey);
    expect((await api(url, issued.body.apiKey).get('/v1/jobs/none')).status).toBe(404);
    expect((await admin.call('DELETE', `/v1/admin/tenants/acme/keys/${issued.body.keyId}`)).status).toBe(204);
    expect((await api(url, issued.body.apiKey).get('/v1/jobs/none')).status).toBe(401);

    const tenantAdmin = (await issueApiKey(tenants, { tenantId: 't_b', scopes: ['admin'] }, new Date())).apiKey;
    expect((await api(url, tenantAdmin).get('/v1/admin/tenants/t_b')).status).toBe(200);
    expect((await api(url, tenantAdmin).get('/v1/admin/tenants/acme')).body.error.code).toBe('TENANT_FORBIDDEN');
    expect(
      (await api(url, tenantAdmin).post('/v1/admin/tenants/t_b/keys', { scopes: ['receipts'] })).body.error.message,
    ).toContain('cannot grant receipts');
    expect((await api(url, key).get('/v1/admin/tenants/t_a')).body.error.code).toBe('SCOPE_FORBIDDEN');
  });

  it("keeps rule sets only for tenants that exist, one program to a key, and never the one a tenant's default needs", async () => {
    const operator = (
      await issueApiKey(tenants, { tenantId: 't_a', scopes: ['admin'], extraTenantIds: ['*'] }, new Date())
    ).apiKey;
    const admin = api(url, operator);
    const ownProgram = { extends: 'FL_PEP', programKey: 'RULES_CO_PEP', aliases: ['RULES_CO'] };

    const typo = await admin.call('PUT', '/v1/admin/tenants/rules_c0/rule-sets', ownProgram);
    expect(typo.status).toBe(404);
    expect(typo.body.error.message).toBe("No tenant 'rules_c0'");
    expect(await ruleSetStore.list('rules_c0')).toEqual([]);
    expect((await admin.get('/v1/admin/tenants/rules_c0/rule-sets')).status).toBe(404);

    expect((await admin.post('/v1/admin/tenants', { tenantId: 'rules_co' })).status).toBe(201);
    expect((await admin.call('PUT', '/v1/admin/tenants/rules_co/rule-sets', ownProgram)).status).toBe(200);
    // Uploading it again replaces it; another program answering to one of its keys, in any case, is refused.
    expect((await admin.call('PUT', '/v1/admin/tenants/rules_co/rule-sets', ownProgram)).status).toBe(200);
    for (const clashing of [
      { extends: 'FL_PEP', programKey: 'RULES_CO_TUTORING', aliases: ['rules_co_pep'] },
      { extends: 'FL_PEP', programKey: 'rules_co_pep' },
    ]) {
      const refused = await admin.call('PUT', '/v1/admin/tenants/rules_co/rule-sets', clashing);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain("shares a key or alias with this tenant's rule set 'RULES_CO_PEP'");
    }
    const override = { extends: 'FL_PEP', programKey: 'FL_PEP' };
    expect((await admin.call('PUT', '/v1/admin/tenants/rules_co/rule-sets', override)).status).toBe(200);
    expect((await admin.call('PATCH', '/v1/admin/tenants/rules_co', { defaultProgramKey: 'rules_co' })).status).toBe(
      200,
    );

    // The default names the program by its alias: removing the program, or the alias, would leave it unknown.
    const inUse = await admin.call('DELETE', '/v1/admin/tenants/rules_co/rule-sets/RULES_CO_PEP');
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatchObject({ code: 'RULE_SET_IN_USE', status: 409 });
    expect(inUse.body.error.message).toContain("change the tenant's defaultProgramKey first");
    const withoutAlias = { extends: 'FL_PEP', programKey: 'RULES_CO_PEP' };
    const aliasDropped = await admin.call('PUT', '/v1/admin/tenants/rules_co/rule-sets', withoutAlias);
    expect(aliasDropped.body.error).toMatchObject({ code: 'RULE_SET_IN_USE', status: 409 });
    const kept = await admin.get('/v1/admin/tenants/rules_co/rule-sets');
    expect(kept.body.ruleSets.map((ruleSet: { programKey: string }) => ruleSet.programKey).sort()).toEqual([
      'FL_PEP',
      'RULES_CO_PEP',
    ]);

    // A rule set kept before its base changed, that no longer validates: listed apart, refused by its keys
    // (never audited by the standard rules instead), kept out of other uploads' keys, and removable.
    await ruleSetStore.put({
      tenantId: 'rules_co',
      programKey: 'STALE',
      ruleSetJson: JSON.stringify({ extends: 'RETIRED_PROGRAM', programKey: 'STALE', aliases: ['STALE_CO'] }),
      updatedAt: clock.toISOString(),
    });
    const listed = await admin.get('/v1/admin/tenants/rules_co/rule-sets');
    expect(listed.body.ruleSets).toHaveLength(2);
    expect(listed.body.invalidRuleSets).toEqual([
      {
        programKey: 'STALE',
        aliases: ['STALE_CO'],
        problem: 'at /extends: unknown program "RETIRED_PROGRAM" to extend',
      },
    ]);
    const member = (await issueApiKey(tenants, { tenantId: 'rules_co' }, new Date())).apiKey;
    const fileUrl = 'https://f.example/r.pdf';
    const refused = await extract({ fileUrl, programKey: 'stale_co' }, {}, member);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'RULE_SET_INVALID',
      message: expect.stringContaining("Tenant 'rules_co' rule set 'STALE' no longer validates"),
    });
    expect((await extract({ fileUrl, programKey: 'RULES_CO' }, {}, member)).status).toBe(202);
    const staleDefault = await admin.call('PATCH', '/v1/admin/tenants/rules_co', { defaultProgramKey: 'STALE' });
    expect(staleDefault.body.error).toMatchObject({ code: 'RULE_SET_INVALID', status: 409 });
    const takingItsAlias = { extends: 'FL_PEP', programKey: 'RULES_CO_NEW', aliases: ['STALE_CO'] };
    const aliasTaken = await admin.call('PUT', '/v1/admin/tenants/rules_co/rule-sets', takingItsAlias);
    expect(aliasTaken.body.error.message).toContain("shares a key or alias with this tenant's rule set 'STALE'");
    expect((await admin.call('DELETE', '/v1/admin/tenants/rules_co/rule-sets/STALE')).status).toBe(204);
    expect((await admin.get('/v1/admin/tenants/rules_co/rule-sets')).body.invalidRuleSets).toEqual([]);

    // With FL_PEP the default, the tenant's override of it may go: the standard FL_PEP applies again.
    expect((await admin.call('PATCH', '/v1/admin/tenants/rules_co', { defaultProgramKey: 'FL_PEP' })).status).toBe(200);
    expect((await admin.call('DELETE', '/v1/admin/tenants/rules_co/rule-sets/FL_PEP')).status).toBe(204);
    expect((await admin.call('DELETE', '/v1/admin/tenants/rules_co/rule-sets/RULES_CO_PEP')).status).toBe(204);
    expect((await admin.get('/v1/admin/tenants/rules_co/rule-sets')).body.ruleSets).toEqual([]);
  });

  it('answers 503 SERVICE_UNAVAILABLE and records nothing when the event log cannot be written', async () => {
    bus.healthy = false;
    try {
      const before = jobs.views.size;
      const response = await extract({ fileUrl: 'https://f.example/r.pdf' });
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(response.headers.get('retry-after')).toBe('1');
      expect(jobs.views.size).toBe(before);
      expect((await api(url).get('/ready')).status).toBe(503);
    } finally {
      bus.healthy = true;
    }
  });

  /** The events written under a key (a job's or a batch's), as [type, eventId]. */
  const eventsKeyed = (key: string) =>
    bus
      .messages(topics.jobs)
      .filter((message) => message.key === key)
      .map((message) => {
        const record = JSON.parse(message.value.toString('utf8')) as { type: string; eventId: string };
        return [record.type, record.eventId];
      });

  it('hands a key whose first try died to a retry once its lease is over, and the retry gives out the same job', async () => {
    const body = { fileUrl: 'https://f.example/died.pdf' };
    idempotencyStore.forget = true;
    let first;
    try {
      first = await extract(body, { 'idempotency-key': 'died-1' });
    } finally {
      idempotencyStore.forget = false;
    }
    expect(first.status).toBe(202); // the client never saw this answer
    const tooSoon = await extract(body, { 'idempotency-key': 'died-1' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    clock = new Date(clock.getTime() + keyLeaseMs(config) + 1000);
    const retried = await extract(body, { 'idempotency-key': 'died-1' });
    expect(retried.status).toBe(202);
    expect(retried.body.jobId).toBe(first.body.jobId);
    expect(eventsKeyed(first.body.jobId)).toEqual([
      ['JobRequested', `${first.body.jobId}:1`],
      ['JobRequested', `${first.body.jobId}:1`],
    ]);
    const replayed = await extract(body, { 'idempotency-key': 'died-1' });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.jobId).toBe(first.body.jobId);
  });

  it('answers 503 with Retry-After wherever a route meets the database down', async () => {
    const body = { fileUrl: 'https://f.example/r.pdf', programKey: 'FL_PEP' };
    ruleSetStore.failure = new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed');
    let down;
    try {
      down = await extract(body);
    } finally {
      ruleSetStore.failure = null;
    }
    expect([down.status, down.body.error.code, down.headers.get('retry-after')]).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
      '1',
    ]);
    expect(JSON.stringify(down.body)).not.toContain('27017'); // the driver's words stay in the log
    expect((await extract(body)).status).toBe(202);
  });

  it('writes the same job again when a 503 hid a write that landed, and keeps the key to that request', async () => {
    const body = { fileUrl: 'https://f.example/timed-out.pdf' };
    bus.failAfterWrite = true;
    const failed = await extract(body, { 'idempotency-key': 'timeout-1' });
    expect(failed.status).toBe(503);
    const written = bus.messages(topics.jobs).filter((message) => message.value.includes(body.fileUrl));
    expect(written).toHaveLength(1);
    const jobId = written[0]?.key ?? '';
    expect(jobId).toMatch(/^job_[0-9a-f]{32}$/);
    const other = await extract({ fileUrl: 'https://f.example/else.pdf' }, { 'idempotency-key': 'timeout-1' });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const retried = await extract(body, { 'idempotency-key': 'timeout-1' });
    expect(retried.status).toBe(202);
    expect(retried.body.jobId).toBe(jobId);
    expect(eventsKeyed(jobId).map(([, eventId]) => eventId)).toEqual([`${jobId}:1`, `${jobId}:1`]);
    expect((await api(url, key).get(`/v1/jobs/${jobId}`)).body.status).toBe('queued');
  });

  it('writes the same batch and items again when the retry of a 503 batch takes its key', async () => {
    const body = {
      batchType: 'receipt_extraction',
      items: [{ fileUrl: 'https://f.example/b1.pdf' }, { fileUrl: 'https://f.example/b2.pdf' }],
    };
    bus.failAfterWrite = true;
    const failed = await api(url, key).post('/v1/batches', body, { 'idempotency-key': 'batch-timeout-1' });
    expect(failed.status).toBe(503);
    const retried = await api(url, key).post('/v1/batches', body, { 'idempotency-key': 'batch-timeout-1' });
    expect(retried.status).toBe(202);
    const { batchId } = retried.body as { batchId: string };
    const once = [`${batchId}:created`, `${batchId}:items:0`];
    expect(eventsKeyed(batchId).map(([, eventId]) => eventId)).toEqual([...once, ...once]);
    const itemJobs = bus
      .messages(topics.jobs)
      .filter((message) => message.key === batchId && message.headers['event-type'] === 'BatchItemsAdded')
      .map((message) => (JSON.parse(message.value.toString('utf8')) as { data: { items: { jobId: string }[] } }).data)
      .map((data) => data.items.map((item) => item.jobId));
    expect(itemJobs).toHaveLength(2);
    expect(itemJobs[1]).toEqual(itemJobs[0]);
    const items = await api(url, key).get(`/v1/batches/${batchId}/items`);
    expect(items.body.items.map((item: { jobId: string }) => item.jobId)).toEqual(itemJobs[0]);
  });

  it('answers a synchronous call retried under its key after a 504 from the same job, once it is done', async () => {
    const body = { fileUrl: 'https://f.example/slow.pdf' };
    const timedOut = await api(url, key).post('/v1/receipts/extract-sync', body, { 'idempotency-key': 'slow-1' });
    expect(timedOut.status).toBe(504);
    expect(timedOut.body.error.code).toBe('SYNC_TIMEOUT');
    const { jobId } = timedOut.body.error as { jobId: string };
    const queued = (await accepted.job('t_a', jobId))!;
    const result = parseReceiptText('SLOW BOOKS\n12/01/2026\nReading primer 12.00\nTOTAL 12.00\nVISA ****1234');
    jobs.views.set(jobId, { ...queued, status: 'completed', version: 3, pages: 1, result });
    const retried = await api(url, key).post('/v1/receipts/extract-sync', body, { 'idempotency-key': 'slow-1' });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('x-job-id')).toBe(jobId);
    expect(retried.body).toEqual(result);
    expect(eventsKeyed(jobId).map(([type]) => type)).toEqual(['JobRequested', 'JobRequested']);
  });

  it('refuses work for a tenant that does not exist, even from a key that may act for every tenant', async () => {
    const everywhere = (await issueApiKey(tenants, { tenantId: 't_a', extraTenantIds: ['*'] }, new Date())).apiKey;
    const listing = (await issueApiKey(tenants, { tenantId: 't_a', extraTenantIds: ['t_gone'] }, new Date())).apiKey;
    const fileUrl = 'https://f.example/ghost.pdf';
    const claim = {
      programKey: 'PEP',
      vendor: 'Barnes & Noble',
      amount: 8.99,
      lineItems: [readingBookLine],
      async: true,
    };
    const written = bus.messages(topics.jobs).length;
    const answers = [
      await extract({ fileUrl }, { 'x-tenant-id': 't_typo' }, everywhere),
      await extract({ fileUrl, tenantId: 't_gone' }, {}, listing),
      await api(url, everywhere).post('/v1/submissions/audit', claim, { 'x-tenant-id': 't_typo' }),
      await api(url, everywhere).post(
        '/v1/batches',
        { batchType: 'receipt_extraction', items: [{ fileUrl }] },
        { 'x-tenant-id': 't_typo' },
      ),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.error.code])).toEqual(
      Array.from({ length: 4 }, () => [403, 'TENANT_FORBIDDEN']),
    );
    expect(answers[0]!.body.error.message).toBe("No tenant 't_typo': an API key acts only for tenants that exist");
    expect(bus.messages(topics.jobs)).toHaveLength(written);
    expect((await extract({ fileUrl }, { 'x-tenant-id': 't_b' }, everywhere)).status).toBe(202);
  });

  it('refuses a batch whose item names an unknown program before any item is accepted, naming the item', async () => {
    const fileUrl = 'https://f.example/r.pdf';
    const written = bus.messages(topics.jobs).length;
    const receipts = await api(url, key).post('/v1/batches', {
      batchType: 'receipt_extraction',
      items: [{ fileUrl, programKey: 'FL_PEP' }, { fileUrl }, { fileUrl, programKey: 'FL_PEPP' }],
    });
    const audits = await api(url, key).post('/v1/batches', {
      batchType: 'submission_audit',
      items: [{ vendor: 'Barnes & Noble', amount: 8.99, lineItems: [readingBookLine], programKey: 'MARS' }],
    });
    expect([receipts.status, receipts.body.error.code, audits.status, audits.body.error.code]).toEqual([
      400,
      'UNKNOWN_PROGRAM',
      400,
      'UNKNOWN_PROGRAM',
    ]);
    expect(receipts.body.error.message).toMatch(/^items\[2\]\.programKey 'FL_PEPP' is not a known program; known: /);
    expect(audits.body.error.message).toMatch(/^items\[0\]\.programKey 'MARS' is not a known program/);
    expect(bus.messages(topics.jobs)).toHaveLength(written);
  });

  it('never keeps an answer that shows a secret: a repeat of its key is 409 and creates nothing', async () => {
    const operator = (
      await issueApiKey(tenants, { tenantId: 't_a', scopes: ['admin', 'jobs:read'], extraTenantIds: ['*'] }, new Date())
    ).apiKey;
    const admin = api(url, operator);
    const kept = async (key: string) =>
      JSON.stringify(
        await idempotencyStore.claim({
          scope: 't_a',
          key,
          fingerprint: '',
          createdAt: clock.toISOString(),
          seed: '',
          lockedUntil: clock.toISOString(),
          response: null,
        }),
      );
    const keysOf = async () => (await admin.get('/v1/admin/tenants/t_b/keys')).body.keys.length as number;

    const issued = await admin.post('/v1/admin/tenants/t_b/keys', { name: 'ci' }, { 'idempotency-key': 'issue-1' });
    expect(issued.status).toBe(201);
    expect(await kept('issue-1')).not.toContain(issued.body.apiKey);
    const keys = await keysOf();
    const again = await admin.post('/v1/admin/tenants/t_b/keys', { name: 'ci' }, { 'idempotency-key': 'issue-1' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(again.body.error.message).toContain('the API key, which is shown once');
    expect(await keysOf()).toBe(keys);

    const created = await admin.post(
      '/v1/admin/tenants',
      { tenantId: 'shown-once' },
      { 'idempotency-key': 'create-1' },
    );
    const rotated = await admin.post('/v1/admin/tenants/shown-once/webhook-secret/rotate', undefined, {
      'idempotency-key': 'rotate-1',
    });
    expect([created.status, rotated.status]).toEqual([201, 200]);
    expect(await kept('create-1')).not.toContain(created.body.webhookSecret);
    expect(await kept('rotate-1')).not.toContain(rotated.body.webhookSecret);
    const rotatedAgain = await admin.post('/v1/admin/tenants/shown-once/webhook-secret/rotate', undefined, {
      'idempotency-key': 'rotate-1',
    });
    expect(rotatedAgain.status).toBe(409);
    expect((await tenants.getTenant('shown-once'))?.webhookSecrets[0]).toBe(rotated.body.webhookSecret);
  });

  it('pages the delivery log newest first with its cursor, and refuses a cursor it did not give', async () => {
    const hooks = [1, 2, 3].map((n) =>
      testDelivery({
        url: 'https://hooks.example/listing', // the ids' order is not the log's: 2, 1, 3
        type: 'batch.progress',
        eventId: `bat_log:${n}`,
        batchId: 'bat_log',
        now: new Date(clock.getTime() + n * 1000),
      }),
    );
    await deliveries.add(hooks);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await api(url, key).get(
        `/v1/webhooks/deliveries?batchId=bat_log&limit=2${cursor === '' ? '' : `&cursor=${cursor}`}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.deliveries.map((delivery: { eventId: string }) => delivery.eventId));
      cursor = page.body.nextCursor as string | null;
    }
    expect(seen).toEqual(['bat_log:3', 'bat_log:2', 'bat_log:1']);
    const bad = await api(url, key).get('/v1/webhooks/deliveries?cursor=not-a-cursor');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('sends a webhook again for a key that submits work, never while an attempt is sending it, and keeps its attempts', async () => {
    const delivery = testDelivery({ eventId: 'job_hook:3', jobId: 'job_hook', now: clock });
    await deliveries.add([delivery]);
    const retry = (apiKey: string) =>
      api(url, apiKey).post(
        `/v1/webhooks/deliveries/${delivery.deliveryId}/retry`,
        {},
        { 'idempotency-key': 'hook-1' },
      );
    const readOnly = await retry(readOnlyKey);
    expect([readOnly.status, readOnly.body.error.code]).toEqual([403, 'SCOPE_FORBIDDEN']);

    const leaseUntil = new Date(clock.getTime() + 15_000);
    expect(await deliveries.claim(delivery.deliveryId, clock, leaseUntil)).toBe(true); // an attempt is sending it
    const busy = await retry(key); // the same Idempotency-Key: the read-only key's 403 was not kept
    expect([busy.status, busy.body.error.code, busy.headers.get('retry-after')]).toEqual([
      409,
      'DELIVERY_IN_FLIGHT',
      '15',
    ]);
    const failed = afterAttempt(
      delivery,
      { at: clock.toISOString(), statusCode: 500, latencyMs: 3, error: null },
      'retry',
      { scheduleMs: [], jitterRatio: 0 },
      () => 0.5,
    );
    await deliveries.saveAttempt(failed); // the attempt ends: failed, its last one
    expect(await deliveries.due(leaseUntil, 10)).not.toContain(delivery.deliveryId);

    const retried = await retry(key); // the same key: the 409 was not kept
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({
      status: 'pending',
      nextAttemptAt: clock.toISOString(),
      attempts: failed.attempts,
    });
    expect(await deliveries.due(clock, 10)).toContain(delivery.deliveryId);
  });
});
