import { results } from './support/explorer'
import { checkA11y, expect, test } from './support/fixtures'
import { OIDC_BASE, OIDC_ISSUER } from './support/oidc-server'

/**
 * Team usage is the one page only an administrator sees, so only the server that signs people
 * in at the OpenID Connect provider (with DDS_ADMINS) shows it. Its admin reads German.
 */
test.use({ locale: 'de-DE' })

test('an administrator reading German sees the team’s usage in German, axe clean', async ({
  page,
}) => {
  await page.goto(`${OIDC_BASE}/studies?q=energy`)
  await expect(page).toHaveURL((url) => url.origin === OIDC_ISSUER)
  // The provider's development login: this name is the server's administrator (DDS_ADMINS).
  await page.getByPlaceholder('Enter any login').fill('boss')
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(`${OIDC_BASE}/studies?q=energy`)
  await expect(results(page).first()).toBeVisible()

  await page.goto(`${OIDC_BASE}/admin/usage`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzung im Team' })).toBeVisible()
  // The search just made is this administrator's own row, in German formats.
  const table = page.getByRole('table', { name: 'Aufrufe und Credits je Tag und Person' })
  await expect(table.getByRole('row', { name: /boss@example\.org/ })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Je Endpunkt' })).toBeVisible()
  await checkA11y(page, 'Team usage in German')
})
