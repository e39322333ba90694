import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../../common/paths';
import { ifStarted } from '../support/if-started';
import { openBrowser } from '../support/console-browser';
import { startTestSystem, type TestSystem } from '../support/running-system';
import { testConfig } from '../support/test-environment';

type OpenApi = {
  paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
};

/**
 * The reference at /docs in a real browser (Debian's chromium): Scalar renders every operation of the
 * served OpenAPI document with its examples, and the event catalogue beside it, and the page asks
 * nothing of any other host (it must work offline and behind a firewall).
 */
describe('the API reference at /docs', () => {
  let system: TestSystem;
  let browser: BrowserContext;
  let page: Page;
  const elsewhere: string[] = [];

  beforeAll(async () => {
    spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'ensure-chromium.mjs')], { stdio: 'inherit' });
    system = await startTestSystem(testConfig(), ['gateway']);
    browser = await openBrowser();
    page = await browser.newPage();
    page.on('request', (request) => {
      if (!request.url().startsWith(system.url) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    });
  }, 120_000);

  afterAll(async () => {
    await ifStarted(browser)?.close();
    await ifStarted(system)?.teardown();
  });

  it('lists every operation of the OpenAPI document, with its examples, loading nothing from another host', async () => {
    const document = (await (await fetch(`${system.url}/v1/openapi.json`)).json()) as OpenApi;
    await page.goto(`${system.url}/docs`);
    await page.getByRole('heading', { name: 'Authentication' }).first().waitFor();
    const openGroup = page.getByRole('button', { name: /^Open Group/ });
    for (let tries = 0; tries < 20 && (await openGroup.count()) > 0; tries += 1) await openGroup.first().click();

    const operations = Object.entries(document.paths).flatMap(([route, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ route, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(25);
    const missing: string[] = [];
    for (const { route, method, operation } of operations) {
      const id = `api/tag/${operation.tags[0]!.toLowerCase()}/${method.toUpperCase()}${route}`;
      if ((await page.locator(`[id="${id}"]`).count()) === 0) missing.push(`${method} ${route}`);
    }
    expect(missing).toEqual([]);

    // One operation opened: its summary, and the request example in the generated code sample.
    await page.goto(`${system.url}/docs#api/tag/receipts/POST/v1/receipts/extract`);
    await page.getByRole('heading', { name: 'Queue a receipt extraction' }).first().waitFor();
    await page.getByText('r-1001.pdf').first().waitFor();
    await page.getByText('IDEMPOTENCY_KEY_REUSED').first().waitFor();
    expect(elsewhere).toEqual([]);
  });

  it('renders the event catalogue: every event type of the AsyncAPI document', async () => {
    const catalogue = (await (await fetch(`${system.url}/v1/asyncapi.json`)).json()) as {
      components: { messages: Record<string, unknown> };
    };
    await page.goto(`${system.url}/docs`);
    await page.getByRole('heading', { name: 'Authentication' }).first().waitFor();
    await page.locator('[id^="headlessui-listbox-button"]').first().click();
    await page.getByRole('option', { name: 'Event catalogue' }).click();
    await page.getByText('AsyncAPI 3.0.0').first().waitFor();
    await page.getByText('JobStarted').first().waitFor();
    const text = await page.locator('body').innerText();
    for (const type of Object.keys(catalogue.components.messages)) expect(text).toContain(type);
    expect(elsewhere).toEqual([]);
  });
});
