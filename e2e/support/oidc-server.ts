/**
 * The OIDC sign-in journey's servers: a real OpenID Connect provider (oidc-provider, its
 * development login page) and the same build in `DDS_AUTH=oidc` mode in front of it, on the
 * embedded service. Ports derive from E2E_PORT like the others (override with
 * E2E_OIDC_PROVIDER_PORT / E2E_OIDC_APP_PORT).
 */
const appPort = Number(process.env.E2E_PORT ?? 4173)

export const OIDC_PROVIDER_PORT = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? appPort + 2003)
export const OIDC_APP_PORT = Number(process.env.E2E_OIDC_APP_PORT ?? appPort + 2004)

export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`
export const OIDC_BASE = `http://127.0.0.1:${OIDC_APP_PORT}`

/** The app's registration at the provider; it must send the browser back to this server only. */
export const OIDC_CLIENT = {
  id: 'dds-explorer-e2e',
  secret: 'a-client-secret-for-the-e2e-provider',
  redirectUris: [`${OIDC_BASE}/auth/callback`],
}

/** Any name signs in at the development provider; the account's e-mail is made from it. */
export const OIDC_LOGIN = 'reader'
export const OIDC_USER = `${OIDC_LOGIN}@example.org`
/** An admin by DDS_ADMINS; the journey signs in as someone else. */
export const OIDC_ADMIN = 'boss@example.org'
