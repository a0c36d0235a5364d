import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { recordRequests, results } from './support/explorer'

/**
 * Content pages (and survey tables) leave the production server with their results written in: readable before
 * (and without) any script, then taken over by the app without asking the service again and
 * without a flash, and fully interactive from there.
 */
/**
 * A slow network, on demand: while held, the app's scripts wait, so the written page is up long
 * before they arrive. `hold()` holds the next ones; `release()` lets them through.
 */
async function scriptGate(page: Page) {
  let release = () => {}
  let released = Promise.resolve()
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return {
    hold: () => {
      released = new Promise<void>((resolve) => (release = resolve))
    },
    release: () => release(),
  }
}

test('a content page arrives with its results, then the app takes over without asking again', async ({
  page,
  browser,
}) => {
  // Without JavaScript: the results, their total and the header's links are all there.
  const bare = await browser.newContext({ javaScriptEnabled: false })
  const written = await bare.newPage()
  await written.goto('/studies?q=energy')
  await expect(written.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible()
  await expect(results(written)).toHaveCount(10)
  await expect(
    written
      .getByRole('status')
      .filter({ hasText: /studies/ })
      .first(),
  ).toBeVisible()
  await expect(written.getByRole('link', { name: 'Statistics' })).toHaveAttribute(
    'href',
    '/statistics?q=energy',
  )
  const firstTitle = await results(written).first().getByRole('heading').textContent()
  // Even the search works before (or without) the app: a plain GET the server answers.
  await written.getByRole('searchbox').fill('solar')
  await written.getByRole('searchbox').press('Enter')
  await expect(written).toHaveURL(/\/studies\?q=solar$/)
  await expect(written.getByRole('searchbox')).toHaveValue('solar')
  await expect(results(written).first()).toContainText(/solar/i)
  await bare.close()

  // With JavaScript: the same results, and the browser asks only for the next page ahead.
  const sent = recordRequests(page, '/v1/studies')
  await page.goto('/studies?q=energy')
  await expect(results(page).first().getByRole('heading')).toHaveText(firstTitle ?? '')
  await expect(page).toHaveTitle('“energy” – Studies – DDS Explorer')
  await expect.poll(() => sent.map((p) => p.get('page'))).toEqual(['2'])
  await checkA11y(page, 'studies, first view taken over')

  // The page is the app now: a facet change asks the service and shows the new order.
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Most recent' })
  await expect(page).toHaveURL(/sort=1/)
  await expect.poll(() => sent.some((p) => p.get('sort') === '1')).toBe(true)
  await expect(page.locator('ol[aria-busy="true"]')).toHaveCount(0)
  await expect(results(page)).toHaveCount(10)

  // Each view names itself in the title, also after moving within the app.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Statistics' })
    .click()
  await expect(page).toHaveTitle('“energy” – Statistics – DDS Explorer')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Survey builder' })
    .click()
  await expect(page).toHaveTitle('Survey builder – DDS Explorer')
})

test('a survey table arrives written with its questions named, then the app takes over without asking again', async ({
  page,
  browser,
}) => {
  const table = '/survey?rows=v0103_stream_services&columns=v0013g_demo_generation'
  const bare = await browser.newContext({ javaScriptEnabled: false })
  const written = await bare.newPage()
  await written.goto(table)
  const rows = written.getByRole('region', { name: 'Table' })
  // The page's title names the table, as the service titles it.
  const answer = (await (
    await written.request.get(`/api${table.replace('/survey', '/v1/data/consumer-insights')}`)
  ).json()) as { title: string }
  const titled = `${answer.title} – Survey builder – DDS Explorer`
  await expect(written).toHaveTitle(titled)
  // Named from the table's own answer: this browser has seen no search results.
  await expect(rows.getByRole('button', { name: 'Remove Video streaming services' })).toBeVisible()
  await expect(rows.getByRole('button', { name: 'Remove Generation' })).toBeVisible()
  const grid = written.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(grid.getByRole('row')).not.toHaveCount(0)
  const firstRow = await grid.getByRole('row').nth(1).textContent()
  // (Playwright's text queries skip noscript elements, so the paragraph is found by place.)
  await expect(written.locator('[data-near-viewport] noscript p')).toBeVisible()
  await expect(written.locator('[data-near-viewport] noscript p')).toHaveText(
    /chart needs JavaScript/,
  )
  // A question search sent before (or without) the app keeps the table it was made on.
  await written
    .getByRole('searchbox', { name: 'Search survey questions and answers' })
    .fill('income')
  await written
    .getByRole('searchbox', { name: 'Search survey questions and answers' })
    .press('Enter')
  await expect(written).toHaveURL(/rows=v0103_stream_services.*q=income|q=income.*rows=v0103/)
  await expect(written).toHaveURL(/columns=v0013g_demo_generation/)
  await expect(grid.getByRole('row').nth(1)).toHaveText(firstRow ?? '')
  await expect(written.getByRole('button', { name: /^Add .* to rows$/ }).first()).toBeVisible()
  await bare.close()

  const sent = recordRequests(page, '/v1/data/consumer-insights')
  await page.goto(table)
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const live = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(live.getByRole('row').nth(1)).toHaveText(firstRow ?? '')
  await expect(page).toHaveTitle(titled)
  // The app builds on: a swap asks for the new table, and the title follows it.
  await page.getByRole('button', { name: 'Swap rows and columns' }).click()
  await expect.poll(() => sent.length).toBe(1)
  expect(sent[0]?.get('rows')).toBe('v0013g_demo_generation')
  await expect(page).not.toHaveTitle(titled)
  await expect(page).toHaveTitle(/. – Survey builder – DDS Explorer$/)
  await checkA11y(page, 'survey builder, first view taken over')

  // A browser that knows the question by another name: the service's name stays, in the
  // written page, its hydration and after (names come from the service only).
  await page.evaluate(() => {
    const question = {
      id: 'v0103_stream_services',
      indicator: 'Streaming services (as this browser knows them)',
      label: 'Which video streaming services do you use?',
      answers: {},
    }
    localStorage.setItem('dds.survey.questions.v1', JSON.stringify([[question.id, question]]))
  })
  await page.goto(table)
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await expect(page.getByRole('button', { name: 'Remove Video streaming services' })).toBeVisible()
  await expect(page.getByText('as this browser knows them')).toHaveCount(0)

  // The service names a table's filters too, so a table with filters is written.
  const filtered = await (await page.request.get(`${table}&filters=v0016_demo_income%235`)).text()
  expect(filtered).toContain('$_TSR')
  expect(filtered).not.toContain('data-app-shell')
  expect(filtered).toContain('High income')
})

test('an address with invalid values is written clean, then explained in the browser', async ({
  page,
}) => {
  await page.goto('/statistics?q=energy&page=abc')
  await expect(page.getByText(/not valid and were reset to their defaults/)).toContainText('page')
  await expect(page).toHaveURL(/\/statistics\?q=energy$/)
  await expect(results(page).first()).toBeVisible()
})

test('what a reader picks or types before the app has loaded is applied once it has', async ({
  page,
}) => {
  const scripts = await scriptGate(page)
  scripts.hold()
  await page.goto('/studies?q=energy', { waitUntil: 'commit' })
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Most recent' })
  await page.getByRole('searchbox').fill('energy storage')
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)

  scripts.release()
  await expect(page).toHaveURL(/sort=1/)
  await expect(page).toHaveURL(/q=energy(\+|%20)storage/)
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('1')
  await expect(page.getByRole('searchbox')).toHaveValue('energy storage')
  await expect(page.getByRole('main').locator('ol[aria-busy="true"]')).toHaveCount(0)
  await expect(results(page).first()).toContainText(/storage/i)

  // The survey's question search too, typed while the app is still on its way.
  scripts.hold()
  await page.goto('/survey', { waitUntil: 'commit' })
  const survey = page.getByRole('searchbox', { name: 'Search survey questions and answers' })
  await survey.fill('social media platforms')
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
  scripts.release()
  await expect(page).toHaveURL(/q=social(\+|%20)media(\+|%20)platforms/)
  await expect(survey).toHaveValue('social media platforms')
  await expect(
    page.getByRole('list', { name: 'Questions found' }).getByRole('article').first(),
  ).toBeVisible()
})

test('a button pressed before the app has loaded is pressed once it has, once', async ({
  page,
}) => {
  const scripts = await scriptGate(page)

  // A phone on a slow link: the menu is pressed twice, since nothing seemed to happen.
  scripts.hold()
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/statistics?q=energy', { waitUntil: 'commit' })
  const menu = page.getByRole('button', { name: 'Menu' })
  await menu.click()
  await menu.click()
  await expect(page.locator('html[data-app-waiting]')).toBeAttached()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
  scripts.release()
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studies' }),
  ).toBeVisible()
  await expect(page.locator('html[data-app-waiting]')).toHaveCount(0)

  // On a desktop, a card's "Add to collection": its panel (loaded on demand) opens.
  scripts.hold()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/studies?q=energy', { waitUntil: 'commit' })
  const add = results(page).first().getByRole('button', { name: 'Add to collection' })
  await add.click()
  scripts.release()
  await expect(add).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('html[data-app-waiting]')).toHaveCount(0)
})

test('a reader who scrolled a written page keeps the place when the app takes it over', async ({
  page,
}) => {
  const scripts = await scriptGate(page)
  scripts.hold()
  await page.goto('/statistics?q=energy', { waitUntil: 'commit' })
  // The written results are there; the scripts are held back.
  await expect(results(page).nth(9)).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
  scripts.release()
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  // Taking over renders the page (and loads it once more from the cache): neither scrolls.
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.scrollY)).toBe(1200)

  // Going to another page still starts at its top.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Studies' })
    .click()
  await expect(page).toHaveURL(/\/studies/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a written page leaves the app to after its paint; the plain shell preloads it and shows its frame; both carry their CSS', async ({
  page,
  request,
}) => {
  const written = await (await request.get('/statistics?q=energy')).text()
  expect(written).not.toContain('rel="modulepreload"')
  expect(written).not.toContain('data-app-shell')
  // A page the server leaves to the browser.
  const shell = await (await request.get('/collections')).text()
  expect(shell).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/start-app-[\w-]+\.js"/)
  expect(shell).toContain('data-app-shell')
  // Both carry the stylesheet itself, so neither waits for a second request before painting.
  for (const html of [written, shell]) {
    expect(html).toMatch(/<style>[^<]*--/)
    expect(html).not.toContain('rel="stylesheet"')
  }
  // The frame shows until the app replaces it, then is gone.
  await page.goto('/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible()
  await expect(page.locator('[data-app-shell]')).toHaveCount(0)
  await checkA11y(page, 'collections, started from the plain shell')
})

test('when the app’s code cannot be downloaded, the plain shell says so and how to go on', async ({
  page,
}) => {
  await page.route('**/assets/start-app-*.js', (route) => route.abort('connectionreset'))
  // A page the server leaves to the browser (the plain shell): /research is written now.
  await page.goto('/collections')
  await expect(page.getByRole('status')).toHaveText(/could not be loaded.*Reload the page/)
  await expect(page.getByRole('banner')).toContainText('DDS Explorer')
})

test('a page whose code cannot be downloaded says a reload is the way on, and the reload works', async ({
  page,
}) => {
  await page.goto('/research')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  // The survey's files cannot be had, as when the connection drops. (After a deploy the router
  // reloads the page once by itself, which then asks for the new files; here, the reload finds
  // them missing too, and the page must say so.)
  await page.route('**/assets/survey-*.js', (route) => route.abort('connectionreset'))
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Survey builder' })
    .click()
  const alert = page.getByRole('alert')
  await expect(
    alert.getByRole('heading', { name: 'Part of DDS Explorer could not be loaded' }),
  ).toBeVisible()
  await expect(alert).toContainText('a new version was deployed')
  // Asking again for the same file cannot help: the page offers the reload, not a retry.
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  await checkA11y(page, 'a page whose code did not download')

  await page.unroute('**/assets/survey-*.js')
  await alert.getByRole('button', { name: 'Reload the page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Survey builder' })).toBeVisible()
  await expect(page).toHaveURL(/\/survey$/)
})
