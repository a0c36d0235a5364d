import { TEAM_BASE, TEAM_USER } from './support/team-server'
import { checkA11y, expect, test } from './support/fixtures'

/**
 * A colleague opens a shared survey link on the team's server without being signed in: the
 * server asks them to sign in first, then shows exactly the table that was shared.
 */

const SHARED = '/survey?rows=v0103_stream_services&columns=v0013g_demo_generation'

test('a shared link opened signed out lands on its table after signing in', async ({ page }) => {
  await page.goto(`${TEAM_BASE}${SHARED}`)
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await checkA11y(page, 'sign-in page')
  // The server writes the form for a signed-out reader too: it works before the app has loaded.
  const written = await (await page.request.get(page.url())).text()
  expect(written).toContain('$_TSR')
  expect(written).toMatch(/<form[^>]*action="\/auth\/login"/)

  // A wrong password says so, keeps the link, and lets the reader try again.
  await page.getByLabel('Name').fill(TEAM_USER.name)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('do not match an account')
  await expect(page).toHaveURL(/error=invalid/)

  // Keyboard only from here: the form submits with Enter.
  await page.getByLabel('Name').fill(TEAM_USER.name)
  await page.getByLabel('Password').fill(TEAM_USER.password)
  await page.getByLabel('Password').press('Enter')
  await expect(page).toHaveURL(`${TEAM_BASE}${SHARED}`)
  await expect(page.getByRole('table').first()).toBeVisible()

  // The header names the reader and what the table cost of today's allowance.
  const header = page.getByRole('banner')
  await expect(header.getByText(TEAM_USER.name, { exact: true })).toBeVisible()
  await expect(header.getByText(/of 1,000 credits/)).toBeVisible()
  await checkA11y(page, 'shared table, signed in')

  // The API answers this browser now, and not a browser without the session.
  const signedIn = await page.request.get(`${TEAM_BASE}/api/usage`)
  expect(signedIn.status()).toBe(200)
  expect(await signedIn.json()).toMatchObject({ user: TEAM_USER.name, signedIn: true })
  const stranger = await fetch(`${TEAM_BASE}/api/v1/studies?q=energy`)
  expect(stranger.status).toBe(401)

  // Signing out ends the session: the next page asks to sign in again.
  await header.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
  await page.goto(`${TEAM_BASE}${SHARED}`)
  await expect(page).toHaveURL(/\/sign-in\?next=/)
})

test('a request from another site cannot spend the team’s key', async ({ page }) => {
  const res = await fetch(`${TEAM_BASE}/api/v1/research-ai/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    body: JSON.stringify({ question: 'EV sales?' }),
  })
  expect(res.status).toBe(403)
  await page.goto(`${TEAM_BASE}/sign-in`)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})
