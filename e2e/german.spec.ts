import { checkA11y, expect, test } from './support/fixtures'

/**
 * A German researcher: the browser asks for German, the server writes the pages in German
 * before any script runs, the app takes over in the same language, and the switch in the header
 * changes the interface (not the content platform) for every page after, in both directions.
 */
test.use({ locale: 'de-DE' })

test('a German browser gets the statistics page written in German by the server', async ({
  browser,
  request,
}) => {
  const html = await (
    await request.get('/statistics?q=energy', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
  ).text()
  expect(html).toMatch(/<html lang="de"/)

  // Without scripts: what the server wrote is all there is.
  const bare = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' })
  const page = await bare.newPage()
  await page.goto('/statistics?q=energy')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await expect(nav.getByRole('link', { name: 'Studien' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Marktanalysen' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Statistiken durchsuchen' })).toBeVisible()
  const pager = page.getByRole('navigation', { name: 'Seiten' })
  await expect(pager.getByText(/^Seite 1 von \d/)).toBeVisible()
  await expect(pager.getByRole('link', { name: 'Weiter' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible()
  await bare.close()
})

test('the switch to English sticks across pages, and back to German', async ({ page }) => {
  // Each language is a build of its own: a German page loads the German build's scripts only
  // (assets/de/), an English one none of them. Listed per page load: a page's request starts a
  // new list (what the page before loaded on the switch's click is not the next page's).
  const scripts: string[] = []
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) scripts.length = 0
    else if (r.resourceType() === 'script' && pathname.startsWith('/assets/'))
      scripts.push(pathname)
  })
  await page.goto('/statistics?q=energy')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible()
  // The app has taken over in German (a hydration mismatch would fail the test as a page error).
  await expect(page.getByRole('searchbox', { name: 'Statistiken durchsuchen' })).toBeVisible()
  await checkA11y(page, 'statistics in German')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((s) => !s.startsWith('/assets/de/'))).toEqual([])

  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((s) => s.startsWith('/assets/de/'))).toEqual([])
  // The search is the same page, in the other language.
  await expect(page.getByRole('searchbox', { name: 'Search statistics' })).toHaveValue('energy')

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Studies' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible()
  // A page the server writes anew keeps the choice over the browser's German.
  await page.goto('/market-insights?q=energy')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Market insights' })).toBeVisible()

  await page.getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Marktanalysen' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Neu im Katalog' })).toBeVisible()
  await checkA11y(page, 'overview in German')
  // The content platform is its own setting: the interface language left it alone.
  await page.goto('/studies?q=energy')
  await expect(page.getByRole('combobox', { name: 'Plattform' })).toHaveValue('en')
  await checkA11y(page, 'studies in German')
})

test('a German browser opens the research page in German, written and after the app takes over', async ({
  browser,
  page,
}) => {
  // Without scripts: the server wrote the ask form in German.
  const bare = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' })
  const written = await bare.newPage()
  await written.goto('/research')
  await expect(written.locator('html')).toHaveAttribute('lang', 'de')
  await expect(written).toHaveTitle(/^Recherche/)
  await expect(written.getByRole('heading', { level: 1, name: 'Recherchefragen' })).toBeVisible()
  await expect(written.getByRole('textbox', { name: 'Ihre Frage' })).toBeVisible()
  await expect(written.getByRole('button', { name: 'Fragen', exact: true })).toBeVisible()
  await bare.close()

  // With the app: still German, and it speaks German when a question is missing.
  await page.goto('/research')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Recherchefragen' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ihre Fragen' })).toBeVisible()
  await page.getByRole('button', { name: 'Fragen', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Geben Sie eine Frage ein.')
  await checkA11y(page, 'research in German')
})

test('a German browser gets a survey table with German labels and decimal commas, written and taken over', async ({
  browser,
  page,
}) => {
  const table = '/survey?rows=v0103_stream_services&columns=v0013g_demo_generation'
  const percent = /\d,\d\s%/

  // Without scripts: the table as the server wrote it.
  const bare = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' })
  const written = await bare.newPage()
  await written.goto(table)
  await expect(written.locator('html')).toHaveAttribute('lang', 'de')
  await expect(written.getByRole('heading', { level: 1, name: 'Umfrageanalyse' })).toBeVisible()
  const writtenGrid = written.getByRole('region', { name: 'Ergebnistabelle' })
  await expect(writtenGrid.getByRole('columnheader', { name: 'Antwort' })).toBeVisible()
  await expect(writtenGrid.getByRole('columnheader', { name: /^Gesamt/ })).toBeVisible()
  await expect(writtenGrid.getByRole('cell').filter({ hasText: percent }).first()).toBeVisible()
  await expect(written.getByRole('group', { name: 'Prozentuierung' })).toContainText(
    'Spaltenprozent',
  )
  await expect(written.getByText('Erhebungsjahr', { exact: true }).first()).toBeVisible()
  await bare.close()

  // The app takes the page over in German (a hydration mismatch fails the test as a page error).
  await page.goto(table)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const grid = page.getByRole('region', { name: 'Ergebnistabelle' })
  await expect(grid.getByRole('cell').filter({ hasText: percent }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zeilen und Spalten tauschen' })).toBeVisible()
  await page.getByRole('group', { name: 'Prozentuierung' }).getByText('Zeilenprozent').click()
  await expect(page).toHaveURL(/pct=row/)
  await expect(grid.getByRole('cell').filter({ hasText: percent }).first()).toBeVisible()
  await expect(page.getByText(/signifikant höher\/niedriger auf dem \d\d-%-Niveau/)).toBeVisible()
  await checkA11y(page, 'survey table in German')
})

test('the header fits the page at every width, in German’s longer words too', async ({ page }) => {
  // Between 1024 and 1279 px the bar of destinations did not fit and the whole page scrolled
  // sideways; below 1280 px the Menu button holds them now.
  for (const width of [1024, 1180, 1280, 1440]) {
    await page.setViewportSize({ width, height: 700 })
    await page.goto('/collections')
    await expect(page.locator('html[data-app-ready]')).toBeAttached()
    await expect(page.getByTitle(/^Ihre Credits heute/)).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `sideways scroll at ${width} px`).toBe(0)
    const menu = page.getByRole('button', { name: 'Menü' })
    if (width < 1280) await expect(menu).toBeVisible()
    else await expect(menu).toBeHidden()
  }
})
