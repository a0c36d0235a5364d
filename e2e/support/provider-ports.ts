/**
 * Where the provider journeys' servers listen (e2e/provider/), shared by playwright.config.ts
 * and the specs: the provider stand-in and two production servers over the same build, one in
 * front of its `minimal` variant and one in front of its `full` variant (the stand-in serves
 * that one under /full). Derived from E2E_PORT like the others; override with
 * E2E_STANDIN_PORT / E2E_PROVIDER_PORT / E2E_PROVIDER_FULL_PORT.
 */
const appPort = Number(process.env.E2E_PORT ?? 4173)

export const PROVIDER_PORTS = {
  standIn: Number(process.env.E2E_STANDIN_PORT ?? appPort + 2005),
  minimal: Number(process.env.E2E_PROVIDER_PORT ?? appPort + 2006),
  full: Number(process.env.E2E_PROVIDER_FULL_PORT ?? appPort + 2007),
}

/** The key the stand-in accepts and the app servers send. */
export const STANDIN_API_KEY = 'stand-in-e2e-key-3c81d0'

export const STANDIN_BASE = `http://127.0.0.1:${PROVIDER_PORTS.standIn}`
/** The app in front of the `minimal` variant: the provider project's baseURL. */
export const PROVIDER_BASE = `http://127.0.0.1:${PROVIDER_PORTS.minimal}`
/** The app in front of the `full` variant. */
export const PROVIDER_FULL_BASE = `http://127.0.0.1:${PROVIDER_PORTS.full}`

/** The stand-in's count of /v1 calls whose path, query or body contain `text`. */
export async function upstreamCalls(
  text: string,
): Promise<{ total: number; paths: Record<string, number> }> {
  const res = await fetch(`${STANDIN_BASE}/__calls?contains=${encodeURIComponent(text)}`)
  return (await res.json()) as { total: number; paths: Record<string, number> }
}
