import { defineConfig, devices } from '@playwright/test'
import { FAULT_API_KEY, FAULT_PORTS, FAULT_UPSTREAM_TIMEOUT_MS } from './e2e/support/fault-ports'
import {
  OIDC_ADMIN,
  OIDC_APP_PORT,
  OIDC_BASE,
  OIDC_CLIENT,
  OIDC_ISSUER,
  OIDC_PROVIDER_PORT,
} from './e2e/support/oidc-server'
import { TEAM_PORT, TEAM_USER, TEAM_USERS_FILE } from './e2e/support/team-server'
import { OWN_ACCOUNT_PORT } from './e2e/support/own-account'
import { e2eDataDir, onFreshData } from './e2e/support/data-dirs'
import {
  PROVIDER_BASE,
  PROVIDER_PORTS,
  STANDIN_API_KEY,
  STANDIN_BASE,
} from './e2e/support/provider-ports'

/**
 * End-to-end journeys in the machine's Chromium (never a downloaded browser) against the
 * production build, the real proxy and the embedded service.
 */
const port = Number(process.env.E2E_PORT ?? 4173)

const chromium = {
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
}

/** A production server over the same build in front of the provider stand-in (e2e/provider). */
function providerApp(appPort: number, baseUrl: string) {
  return {
    command: onFreshData(appPort, 'npx tsx server/serve.ts'),
    url: `http://127.0.0.1:${appPort}/`,
    env: {
      PORT: String(appPort),
      DDS_DATA_DIR: e2eDataDir(appPort),
      DDS_BASE_URL: baseUrl,
      DDS_API_KEY: STANDIN_API_KEY,
      DDS_LOG_LEVEL: 'warn',
      // One reader (127.0.0.1), two journeys at once: the per-reader rate would answer some.
      DDS_USER_RATE: '1000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  }
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // Limits, not goals: a journey that hangs still fails, but a two-core machine running nine
  // servers and two browsers takes 30 to 60 s over the longest ones (speed is `npm run bench`'s
  // to judge). A failure on CI is tried once more and reported as flaky if it then passes.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: 'provider/**', use: chromium },
    // The main journeys against a stand-in that answers only as the provider's OpenAPI allows
    // (e2e/support/provider-stand-in.ts), so the app is not proven only against the embedded
    // service written beside it.
    {
      name: 'provider',
      testDir: 'e2e/provider',
      use: { ...chromium, baseURL: PROVIDER_BASE },
    },
  ],
  webServer: [
    {
      command: onFreshData(port, 'npm run build && npm run serve'),
      url: `http://127.0.0.1:${port}/`,
      // The embedded service is used (no DDS_BASE_URL); DDS_API_KEY is a sentinel that the
      // key-leak test looks for in dist/.
      // Warnings only: an access line per request would bury the test report.
      env: {
        PORT: String(port),
        DDS_DATA_DIR: e2eDataDir(port),
        DDS_BASE_URL: '',
        DDS_API_KEY: 'e2e-sentinel-key-never-bundled',
        DDS_LOG_LEVEL: 'warn',
        // Every journey here is one reader (127.0.0.1), two run at once, and some check the
        // page against the API in the same second: the per-reader rate (10 a second, tested in
        // server/limits and server/proxy-limits) answered such a check with its own 429.
        DDS_USER_RATE: '1000',
        // The journeys check that pages arrive written. With two journeys, two browsers and
        // the embedded service sharing two cores, a first answer can take longer than the
        // production default of 1 s, and the page then came plain (the give-up path has its
        // own server below, and server tests). So these journeys do not notice a first view
        // slower than 1 s: its time is the bench's to watch (`npm run bench`, first paint and
        // the LCP ratio), not a timed test's.
        DDS_FIRST_VIEW_WAIT_MS: '5000',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
    },
    // The fault tests' stand-in service, which a test can tell how to fail (e2e/support).
    {
      command: 'npx tsx e2e/support/test-upstream.ts',
      url: `http://127.0.0.1:${FAULT_PORTS.upstream}/__health`,
      env: { E2E_UPSTREAM_PORT: String(FAULT_PORTS.upstream) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // A second production server over the same build (web servers start one after the other,
    // so the build above is done), in front of the test upstream, with a known key and a short
    // upstream time limit so a hanging service fails fast.
    {
      command: onFreshData(FAULT_PORTS.app, 'npx tsx server/serve.ts'),
      url: `http://127.0.0.1:${FAULT_PORTS.app}/`,
      env: {
        PORT: String(FAULT_PORTS.app),
        DDS_DATA_DIR: e2eDataDir(FAULT_PORTS.app),
        DDS_BASE_URL: `http://127.0.0.1:${FAULT_PORTS.upstream}`,
        DDS_API_KEY: FAULT_API_KEY,
        DDS_UPSTREAM_TIMEOUT_MS: String(FAULT_UPSTREAM_TIMEOUT_MS),
        // A first view gives up on a hanging service sooner than the proxy's limit.
        DDS_FIRST_VIEW_WAIT_MS: '500',
        // Tests change what the test upstream answers for the same address: nothing is kept.
        DDS_CACHE_TTL_S: '0',
        // Every journey here is one reader (127.0.0.1) and two run at once, retrying failures on
        // purpose: the per-reader rate (10 a second, tested in server/) would answer some of them
        // with its own 429 instead of the service's failure under test.
        DDS_USER_RATE: '1000',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The provider stand-in, `minimal` at /v1 and `full` at /full/v1, and an app server in
    // front of each variant.
    {
      command: 'npx tsx e2e/support/provider-stand-in.ts',
      url: `${STANDIN_BASE}/__health`,
      env: {
        STANDIN_PORT: String(PROVIDER_PORTS.standIn),
        STANDIN_VARIANT: 'minimal',
        STANDIN_API_KEY,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    providerApp(PROVIDER_PORTS.minimal, STANDIN_BASE),
    providerApp(PROVIDER_PORTS.full, `${STANDIN_BASE}/full`),
    // The same build behind a team's auth proxy (header mode), for the journeys that keep saved
    // work: each test names a reader of its own in the header (e2e/support/own-account.ts).
    {
      command: onFreshData(OWN_ACCOUNT_PORT, 'exec node --import tsx server/serve.ts'),
      url: `http://127.0.0.1:${OWN_ACCOUNT_PORT}/healthz`,
      env: {
        PORT: String(OWN_ACCOUNT_PORT),
        DDS_DATA_DIR: e2eDataDir(OWN_ACCOUNT_PORT),
        DDS_BASE_URL: '',
        DDS_API_KEY: 'e2e-sentinel-key-never-bundled',
        DDS_AUTH: 'header',
        DDS_LOG_LEVEL: 'warn',
        DDS_USER_RATE: '1000',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The same build run for a team: password sign-in, limits, the embedded service. The
    // account is made with the users command first (a leftover file from a run before is
    // replaced).
    {
      command:
        `rm -rf ${TEAM_USERS_FILE} ${e2eDataDir(TEAM_PORT)} && printf '%s\\n' ${TEAM_USER.password} | ` +
        `node --import tsx scripts/users.ts add ${TEAM_USER.name} --password-stdin && ` +
        'exec node --import tsx server/serve.ts',
      url: `http://127.0.0.1:${TEAM_PORT}/healthz`,
      env: {
        PORT: String(TEAM_PORT),
        DDS_DATA_DIR: e2eDataDir(TEAM_PORT),
        DDS_BASE_URL: '',
        DDS_AUTH: 'password',
        DDS_USERS_FILE: TEAM_USERS_FILE,
        DDS_LOG_LEVEL: 'warn',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // A real OpenID Connect provider (oidc-provider, its development login page) with the OIDC
    // server below registered as its client.
    {
      command: 'exec node --import tsx e2e/support/oidc-provider-server.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: {
        E2E_OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT),
        E2E_OIDC_APP_PORT: String(OIDC_APP_PORT),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The same build run for a team that signs in at that provider, on the embedded service.
    {
      command: onFreshData(OIDC_APP_PORT, 'exec node --import tsx server/serve.ts'),
      url: `${OIDC_BASE}/healthz`,
      env: {
        PORT: String(OIDC_APP_PORT),
        DDS_DATA_DIR: e2eDataDir(OIDC_APP_PORT),
        DDS_BASE_URL: '',
        DDS_AUTH: 'oidc',
        DDS_OIDC_ISSUER: OIDC_ISSUER,
        DDS_OIDC_CLIENT_ID: OIDC_CLIENT.id,
        DDS_OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        DDS_PUBLIC_URL: OIDC_BASE,
        DDS_ADMINS: OIDC_ADMIN,
        DDS_LOG_LEVEL: 'warn',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
