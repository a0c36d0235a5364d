import { results } from './support/explorer'
import { expect, test } from './support/fixtures'
import { OIDC_BASE, OIDC_ISSUER, OIDC_LOGIN, OIDC_USER } from './support/oidc-server'

/**
 * A colleague opens a shared link on a team's server that signs people in with OpenID Connect:
 * the server sends them to the provider (a real oidc-provider on this machine, its development
 * login and consent pages), and after signing in there they land on exactly the shared address.
 */

const SHARED = '/studies?q=energy'

test('a shared link signs in at the OpenID Connect provider and lands on its results', async ({
  page,
}) => {
  await page.goto(`${OIDC_BASE}${SHARED}`)

  // The provider's own login page (any name signs in there), then its consent page.
  await expect(page).toHaveURL((url) => url.origin === OIDC_ISSUER)
  await page.getByPlaceholder('Enter any login').fill(OIDC_LOGIN)
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await expect(page).toHaveURL((url) => url.origin === OIDC_ISSUER)
  await page.getByRole('button', { name: 'Continue' }).click()

  // Back on the app, at the shared address itself, with its results.
  await expect(page).toHaveURL(`${OIDC_BASE}${SHARED}`)
  await expect(page.getByRole('searchbox', { name: 'Search studies' })).toHaveValue('energy')
  await expect(results(page).first()).toBeVisible()

  // The API answers this browser as the provider's user, not an admin; a stranger gets 401.
  const usage = await page.request.get(`${OIDC_BASE}/api/usage`)
  expect(usage.status()).toBe(200)
  expect(await usage.json()).toMatchObject({ user: OIDC_USER, signedIn: true })
  const me = await page.request.get(`${OIDC_BASE}/auth/me`)
  expect(await me.json()).toMatchObject({ user: OIDC_USER, admin: false, mode: 'oidc' })
  const stranger = await fetch(`${OIDC_BASE}/api/v1/studies?q=energy`)
  expect(stranger.status).toBe(401)

  // Another site cannot sign this browser out; the app's own origin can.
  const foreign = await page.request.post(`${OIDC_BASE}/auth/logout`, {
    headers: { origin: 'https://evil.example', accept: 'application/json' },
  })
  expect(foreign.status()).toBe(403)
  expect((await page.request.get(`${OIDC_BASE}/api/usage`)).status()).toBe(200)
  const signOut = await page.request.post(`${OIDC_BASE}/auth/logout`, {
    headers: { origin: OIDC_BASE, accept: 'application/json' },
  })
  expect(signOut.status()).toBe(204)

  // The session is over: the API refuses, and a page load starts a new sign-in.
  const after = await page.request.get(`${OIDC_BASE}/api/usage`)
  expect(after.status()).toBe(401)
  expect((await page.request.get(`${OIDC_BASE}/api/v1/studies?q=energy`)).status()).toBe(401)
  const reload = await page.request.get(`${OIDC_BASE}${SHARED}`, {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  })
  expect(reload.status()).toBe(303)
  expect(reload.headers().location).toBe(`/auth/start?next=${encodeURIComponent(SHARED)}`)
})
