import { defineConfig, devices } from '@playwright/test';
import { testBrowserExecutable } from './tests/e2e/support/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4400);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    baseURL,
    // Recording a trace of every test costs about a third of the suite's time: `npm test` (scripts/test.main.ts) and
    // CI record one only when a failed test is tried again; a spec run on its own keeps a failing test's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserExecutable(),
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server/start.ts',
    url: `${baseURL}/`,
    env: { PORT: String(port), LEADS_INBOX: 'leads/e2e-inbox.jsonl' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
