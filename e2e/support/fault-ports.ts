/**
 * Where the fault tests' servers listen, shared by playwright.config.ts and the specs. Derived
 * from E2E_PORT so parallel runs with their own E2E_PORT do not collide; override with
 * E2E_UPSTREAM_PORT / E2E_FAULT_PORT.
 */
const appPort = Number(process.env.E2E_PORT ?? 4173)

export const FAULT_PORTS = {
  /** The controllable stand-in for the Data Discovery Service. */
  upstream: Number(process.env.E2E_UPSTREAM_PORT ?? appPort + 2000),
  /** The production server in front of it. */
  app: Number(process.env.E2E_FAULT_PORT ?? appPort + 2001),
}

/** The fault server's DDS_API_KEY: the browser must never see or send it. */
export const FAULT_API_KEY = 'fault-sentinel-key-4f9c2e7a'

/** The fault server's upstream time limit, short so a hanging service fails within a test. */
export const FAULT_UPSTREAM_TIMEOUT_MS = 1_000

/** The app in front of the test upstream: `page.goto(`${FAULT_BASE}/studies`)`. */
export const FAULT_BASE = `http://127.0.0.1:${FAULT_PORTS.app}`

export const UPSTREAM_BASE = `http://127.0.0.1:${FAULT_PORTS.upstream}`
