import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'

/**
 * On a 360 px phone every destination of the header is in reach, by touch and by keyboard, and
 * every page passes axe (WCAG 2.2 A/AA, target size included) in the light and dark schemes.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

const DESTINATIONS = [
  { name: 'Overview', path: '/', heading: 'Latest in the catalogue' },
  { name: 'Market insights', path: '/market-insights', heading: 'Market insights' },
  { name: 'Studies', path: '/studies', heading: 'Studies' },
  { name: 'Infographics', path: '/infographics', heading: 'Infographics' },
  { name: 'Statistics', path: '/statistics', heading: 'Statistics' },
  { name: 'Indicators', path: '/indicators', heading: 'Indicators' },
  { name: 'Survey builder', path: '/survey', heading: 'Survey builder' },
  { name: 'Research', path: '/research', heading: 'Research questions' },
  { name: 'Collections', path: '/collections', heading: 'Collections' },
] as const

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' })

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(360)
}

/** Opens the menu by touch or Enter; again if the page had not yet come alive for the first. */
async function openMenu(page: Page, how: 'touch' | 'keyboard'): Promise<void> {
  await expect(async () => {
    if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') {
      if (how === 'touch') await menuButton(page).tap()
      else {
        await menuButton(page).focus()
        await page.keyboard.press('Enter')
      }
    }
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass()
}

test('every destination is reached by touch from the menu, and each page passes axe', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/studies')
  for (const destination of DESTINATIONS) {
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    // Closed, the list takes no room; open, it holds every destination at once.
    await expect(nav(page).getByRole('link')).toHaveCount(0)
    await openMenu(page, 'touch')
    await expect(nav(page).getByRole('link')).toHaveCount(DESTINATIONS.length)
    if (destination.name === 'Overview') await checkA11y(page, 'the open menu')
    await nav(page).getByRole('link', { name: destination.name, exact: true }).tap()
    await expect(page).toHaveURL((url) => url.pathname === destination.path)
    await expect(
      page.getByRole('heading', { level: 1, name: destination.heading, exact: true }),
    ).toBeVisible()
    await expectNoSidewaysScroll(page)
    await checkA11y(page, `${destination.name} at 360 px`)
  }
})

test('every destination is reached by keyboard from the menu, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/survey')
  for (const destination of DESTINATIONS) {
    await openMenu(page, 'keyboard')
    const links = nav(page).getByRole('link')
    await expect(links).toHaveCount(DESTINATIONS.length)
    const index = DESTINATIONS.indexOf(destination)
    for (let step = 0; step <= index; step++) await page.keyboard.press('Tab')
    await expect(links.nth(index)).toBeFocused()
    await expect(links.nth(index)).toHaveText(destination.name)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === destination.path)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  }

  await openMenu(page, 'keyboard')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton(page)).toBeFocused()
})

test('pages in their fuller states pass axe at 360 px, light and dark', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/survey?rows=v0103_stream_services&columns=v0013g_demo_generation')
  await expect(page.getByRole('heading', { name: /by generation/ }).first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await checkA11y(page, 'a survey table at 360 px')

  await page.goto('/studies?q=energy')
  const titles = page.locator('[data-item-link]')
  await expect(titles.first()).toBeVisible()
  await checkA11y(page, 'search results with chips at 360 px')
  await titles.first().tap()
  await expect(page.getByRole('dialog')).toBeVisible()
  await checkA11y(page, 'an open item at 360 px')
})

test('without JavaScript a written page’s menu stands open, and its links lead on', async ({
  browser,
}) => {
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  })
  const page = await bare.newPage()
  await page.goto('/studies?q=energy')
  // A Menu button no script could open is left out; every destination is there instead.
  await expect(menuButton(page)).toBeHidden()
  const links = nav(page).getByRole('link')
  await expect(links).toHaveCount(DESTINATIONS.length)
  for (const link of await links.all()) await expect(link).toBeVisible()
  await expectNoSidewaysScroll(page)
  await nav(page).getByRole('link', { name: 'Statistics', exact: true }).tap()
  await expect(page).toHaveURL((url) => url.pathname === '/statistics')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  await expect(nav(page).getByRole('link')).toHaveCount(DESTINATIONS.length)
  await bare.close()
})
