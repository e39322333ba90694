import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import axe from 'axe-core';

/**
 * Debian's chromium, headless, with a fresh profile and nothing that reaches out to the network by itself.
 * The profile (about 12 MB) goes when the browser is closed, so that a test run leaves nothing in the
 * temporary folder.
 */
export const openBrowser = async (): Promise<BrowserContext> => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'console-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Chromium still writes to the profile as its context reports closing: it goes once close() has returned.
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return browser;
};

export type AxeViolation = Readonly<{ id: string; impact: string | null; help: string; nodes: number }>;

/** axe-core's serious and critical violations on the page as it is now (run through the debugger, so the page's CSP does not block it). */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(axe.source);
  const violations = await page.evaluate<axe.Result[]>('axe.run(document).then((results) => results.violations)');
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.length,
    }));
};

export const testOutputDir = (): string => path.resolve(__dirname, '..', '..', 'test-output', 'console');
