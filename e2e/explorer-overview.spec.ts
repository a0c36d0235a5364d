import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { checkA11y, expect, test } from './support/fixtures'
import { failEndpoint } from './support/explorer'

test('the overview searches every type at once; one failing type leaves the others alone', async ({
  page,
}) => {
  const undo = await failEndpoint(page, '/v1/infographics', 401)
  await page.goto('/?q=energy')
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “energy”' })).toBeVisible()
  const infographics = page.getByRole('region', { name: 'Infographics' })
  await expect(infographics.getByText('The API key was rejected (401)')).toBeVisible()
  for (const label of ['Market insights', 'Studies', 'Statistics']) {
    const section = page.getByRole('region', { name: label })
    await expect(section.getByRole('listitem')).toHaveCount(5)
    await expect(section.locator('mark').first()).toBeVisible()
  }
  await checkA11y(page, 'overview results, one type failing')
  await undo()

  // A type's link carries the query and the shared date range to its own page.
  await page.getByRole('combobox', { name: 'Published' }).selectOption({ label: 'Last 12 months' })
  await expect(page).toHaveURL(/date_from=/)
  await page
    .getByRole('region', { name: 'Studies' })
    .getByRole('link', { name: /^All .* studies/ })
    .click()
  await expect(page).toHaveURL(/\/studies\?.*q=energy/)
  await expect(page).toHaveURL(/date_from=/)
  await expect(page.getByRole('searchbox', { name: 'Search studies' })).toHaveValue('energy')
  // Each type's top results say when they lack a query word, as the type's own page does.
  await expect(page.getByTestId('match-notice')).toHaveCount(0)
  await page.goto('/?q=energy+zebra')
  const statistics = page.getByRole('region', { name: 'Statistics' })
  await expect(statistics.getByTestId('match-notice')).toContainText(
    /(\d+) of \1 results do not contain ‘zebra’/,
  )
  await checkA11y(page, 'overview with the mixed-match notice')
})

test('the searches by meaning list their best matches, and say how they are searched without words', async ({
  page,
}) => {
  // Words the embedded survey's questions hold ("energy" is in none of them).
  await page.goto('/?q=streaming')
  const indicators = page.getByRole('region', { name: 'Indicators' })
  await expect(indicators.getByRole('listitem').first()).toBeVisible()
  await expect(indicators.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/indicators\?q=streaming&item=/,
  )
  const questions = page.getByRole('region', { name: 'Survey questions' })
  await expect(questions.getByRole('listitem').first()).toBeVisible()
  await expect(questions.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/survey\?q=streaming&rows=v\d/,
  )
  await expect(questions).toContainText(
    'A question opens as its table in the survey builder: 10 credits.',
  )
  await checkA11y(page, 'overview with its searches by meaning')

  // Without words: a line each, and none of the last query's matches.
  await page.getByRole('button', { name: 'Clear all' }).click()
  await expect(page).not.toHaveURL(/q=/)
  for (const label of ['Indicators', 'Survey questions']) {
    const section = page.getByRole('region', { name: label })
    await expect(section).toContainText(`${label} are searched by meaning`)
    await expect(section.getByRole('listitem')).toHaveCount(0)
  }
})

test('a German query that finds nothing in English content leads to both platforms', async ({
  page,
}) => {
  await page.goto('/?q=Elektroautos')
  const studies = page.getByRole('region', { name: 'Studies' })
  await expect(studies.getByText(/No studies match/)).toBeVisible()
  await studies.getByRole('link', { name: 'search English and German studies' }).click()
  await expect(page).toHaveURL(/\/studies\?.*platform=en-de/)
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Elektroautos/i)
})

test('a content page loads no chart code', async ({ page }) => {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  })
  await page.goto('/studies?q=energy')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  // The page arrives written by the server and fetches the app after its first paint: wait for
  // the app, and for every script it fetched, before judging what was loaded.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(bodies)
  // The chart chunk exists in the build (so the check can fail), but none of it was loaded.
  const dist = path.resolve(process.env.DDS_OUT_DIR ?? 'dist', 'assets')
  // Every language's build (assets/de/ holds the German one's).
  const chartChunks = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(path.join(dist, name), 'latin1').includes('recharts-wrapper'),
  )
  expect(chartChunks.length).toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((body) => body.includes('recharts-wrapper'))).toEqual([])
})
