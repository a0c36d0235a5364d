import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end journeys in the machine's Chromium (never a downloaded browser) against the
 * production build, the real proxy and the embedded service.
 */
const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npm run build && npm run serve',
    url: `http://127.0.0.1:${port}/`,
    // The embedded service is used (no DDS_BASE_URL); DDS_API_KEY is a sentinel that the
    // key-leak test looks for in dist/.
    env: { PORT: String(port), DDS_BASE_URL: '', DDS_API_KEY: 'e2e-sentinel-key-never-bundled' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
})
