import { generateKeyPairSync } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Provider, type AccountClaims } from 'oidc-provider'

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, for the OIDC tests: the
 * unit test drives it with plain HTTP, the end-to-end journey with Chromium. One confidential
 * client, PKCE required, and the development login and consent pages, whose login form takes
 * any name (and any password); the account's e-mail is `<name>@example.org`, verified.
 */

export interface TestOidcClient {
  id: string
  secret: string
  /** Where the provider may send the browser back, e.g. `http://127.0.0.1:8080/auth/callback`. */
  redirectUris: string[]
}

export interface TestOidcProvider {
  issuer: URL
  close(): Promise<void>
}

export async function startTestOidcProvider(options: {
  client: TestOidcClient
  /** 0 (the default) for any free port. */
  port?: number
  host?: string
}): Promise<TestOidcProvider> {
  const server = http.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  const issuer = new URL(`http://${address.includes(':') ? `[${address}]` : address}:${port}`)
  const provider = new Provider(issuer.href.replace(/\/$/, ''), {
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: options.client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The development login page takes any name; the account's e-mail is made from it.
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: (): AccountClaims => ({
        sub: id,
        email: `${id}@example.org`,
        email_verified: true,
      }),
    }),
    cookies: { keys: ['a-cookie-signing-key-for-the-test-provider'] },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: 'test',
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    features: { devInteractions: { enabled: true } },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
