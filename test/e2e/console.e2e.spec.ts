import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { consoleAssetsDir, repoRoot } from '../../common/paths';
import { startFileServer, type FileServer } from '../support/file-server';
import { api } from '../support/http-client';
import { ifStarted } from '../support/if-started';
import { openBrowser, seriousViolations, testOutputDir } from '../support/console-browser';
import { pollUntil, RECEIPT_SERVICES_WITH_WEBHOOKS, startTestSystem, type TestSystem } from '../support/running-system';
import { LOCAL_WEBHOOKS, testConfig } from '../support/test-environment';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/**
 * The review console in a real browser (Debian's chromium through playwright-core) against the whole
 * system: sign in, filter the queue, open a flagged receipt, see where the total was read, approve it,
 * see ClaimReviewed in the trail and job.reviewed delivered; another tenant's reviewer gets nothing.
 */
describe('review console', () => {
  let system: TestSystem;
  let files: FileServer;
  let receiver: WebhookReceiver;
  let browser: BrowserContext;
  let jobId: string;
  const keys: Record<string, string> = {};
  let secret: string[] = [];
  const out = testOutputDir();

  beforeAll(async () => {
    spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'ensure-chromium.mjs')], { stdio: 'inherit' });
    if (!existsSync(path.join(consoleAssetsDir, 'index.html'))) {
      spawnSync(
        process.execPath,
        [
          path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
          'build',
          '--config',
          'console/vite.config.mts',
          '--logLevel',
          'warn',
        ],
        { cwd: repoRoot, stdio: 'inherit' },
      );
    }
    mkdirSync(out, { recursive: true });
    files = await startFileServer();
    files.put(
      '/unpaid.pdf',
      readFileSync(path.join(repoRoot, 'test/fixtures/receipts/pdf/unpaid-invoice.pdf')),
      'application/pdf',
    );
    receiver = await startWebhookReceiver(() => secret);
    system = await startTestSystem(testConfig(LOCAL_WEBHOOKS), RECEIPT_SERVICES_WITH_WEBHOOKS);
    for (const tenantId of ['review_a', 'review_b'])
      keys[tenantId] = await system.newTenant(tenantId, { scopes: ['receipts', 'jobs:read', 'console'] });
    secret = [...(await system.infra.tenants.getTenant('review_a'))!.webhookSecrets];
    const accepted = await api(system.url, keys.review_a).post('/v1/receipts/extract', {
      fileUrl: files.url('/unpaid.pdf'),
      webhookUrl: receiver.url('/reviews'),
    });
    expect(accepted.status).toBe(202);
    jobId = accepted.body.jobId;
    const done = await pollUntil(
      async () => (await api(system.url, keys.review_a).get(`/v1/jobs/${jobId}`)).body,
      (job) => job.status === 'completed' || job.status === 'failed',
      90_000,
      250,
    );
    expect(done.status).toBe('completed');
    browser = await openBrowser();
  }, 240_000);

  afterAll(async () => {
    await ifStarted(browser)?.close();
    await ifStarted(system)?.teardown();
    await ifStarted(receiver)?.close();
    await ifStarted(files)?.close();
  });

  const signIn = async (page: Page, key: string) => {
    await page.goto(`${system.url}/console`);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Queue' }).waitFor();
  };

  it('signs in, filters the queue, opens the flagged receipt with its total outlined, approves it, and the decision reaches the trail and the webhook', async () => {
    const page = await browser.newPage();
    await signIn(page, keys.review_a!);
    const cookie = (await browser.cookies()).find((c) => c.name === 'ra_console');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/console' });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Audit outcome').selectOption('review');
    await page.getByLabel('Vendor').fill('harmony');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Harmony Music Studio' });
    await row.waitFor();
    expect(await row.textContent()).toContain('RECEIPT_NO_PROOF_OF_PAYMENT');
    await page.screenshot({ path: path.join(out, 'queue.png'), fullPage: true });

    await row.getByRole('link').click();
    await page.getByRole('heading', { name: 'Event trail' }).waitFor();
    const receipt = page.getByRole('img', { name: /Receipt, page 1/ });
    await receipt.waitFor();
    await page.waitForFunction("document.querySelector('.receipt-frame img')?.complete === true");
    const job = (await api(system.url, keys.review_a).get(`/v1/jobs/${jobId}`)).body;
    // The total's box is drawn only when the extraction recorded where it read it (fieldEvidence).
    if (job.result.fieldEvidence?.amount?.box) {
      const box = await page.locator('.highlight[data-field="amount"]').boundingBox();
      const image = await receipt.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(image!.x - 1);
      expect(box!.x + box!.width).toBeLessThanOrEqual(image!.x + image!.width + 1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(out, 'detail.png'), fullPage: true });

    await page.getByLabel('Approve').check();
    await page.getByLabel('Note').fill('Invoice checked with the provider by phone.');
    await page.getByRole('button', { name: 'Record decision' }).click();
    await page.getByRole('listitem').filter({ hasText: 'ClaimReviewed' }).waitFor({ timeout: 30_000 });

    const hook = await pollUntil(
      async () => receiver.on('/reviews').find((h) => h.type === 'job.reviewed'),
      (found) => found !== undefined,
      30_000,
    );
    expect(hook).toMatchObject({
      verified: true,
      data: { jobId, review: { decision: 'approve', note: 'Invoice checked with the provider by phone.' } },
    });
    const events = (await api(system.url, keys.review_a).get(`/v1/jobs/${jobId}/events`)).body.events;
    expect(events.at(-1)).toMatchObject({
      type: 'ClaimReviewed',
      detail: 'approve: Invoice checked with the provider by phone.',
    });

    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Claims per day' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: path.join(out, 'overview-tablet.png'), fullPage: true });
    await page.close();
  });

  it("refuses another tenant's reviewer: the job reads as absent in the console and through the API", async () => {
    const page = await browser.newPage();
    await browser.clearCookies();
    await signIn(page, keys.review_b!);
    await page.goto(`${system.url}/console/jobs/${jobId}`);
    await page.getByText('No such job for your tenants.').waitFor();
    const review = await api(system.url, keys.review_b).post(`/v1/jobs/${jobId}/review`, { decision: 'deny' });
    expect(review.status).toBe(404);
    await page.close();
  });

  it('refuses a console write without the CSRF header, and a review of a job that is not completed', async () => {
    const page = await browser.newPage();
    await browser.clearCookies();
    await signIn(page, keys.review_a!);
    const status = await page.evaluate(
      async (id) =>
        (
          await fetch(`/console/api/jobs/${id}/review`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"decision":"deny"}',
          })
        ).status,
      jobId,
    );
    expect(status).toBe(403);
    await page.close();
    const missing = await api(system.url, keys.review_a).post('/v1/receipts/extract', {
      fileUrl: files.url('/missing.pdf'),
    });
    const failed = await pollUntil(
      async () => (await api(system.url, keys.review_a).get(`/v1/jobs/${missing.body.jobId}`)).body,
      (job) => job.status === 'failed',
      60_000,
      250,
    );
    expect(failed.status).toBe('failed');
    const refused = await api(system.url, keys.review_a).post(`/v1/jobs/${missing.body.jobId}/review`, {
      decision: 'approve',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('JOB_NOT_REVIEWABLE');
  });
});
