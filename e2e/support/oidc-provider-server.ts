import { startTestOidcProvider } from '../../server/pipeline/auth/testing-oidc-provider'
import { OIDC_CLIENT, OIDC_PROVIDER_PORT } from './oidc-server'

/**
 * The OIDC journey's provider, started by playwright.config.ts: a real oidc-provider on a fixed
 * loopback port with the app registered as its one client. Playwright waits for its discovery
 * document (`/.well-known/openid-configuration`).
 */
const provider = await startTestOidcProvider({ client: OIDC_CLIENT, port: OIDC_PROVIDER_PORT })
console.log(`test OpenID Connect provider at ${provider.issuer.href}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void provider.close().then(() => process.exit(0)))
