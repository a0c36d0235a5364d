import { checkA11y, expect, test } from './support/fixtures'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

// The embedded service moves a research job one status every 600 ms: done after ~5.4 s.
const QUESTION = 'How many electric vehicles were sold in Europe?'

test('a researcher asks a question, follows the job, reads the answer and finds it again', async ({
  page,
}) => {
  const asks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/research-ai/ask')) asks.push(request.postData() ?? '')
  })

  // Ask: the form says the feature is legacy and counts what is typed.
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Research' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Research questions' })).toBeVisible()
  await expect(page.getByText('Legacy feature.')).toBeVisible()
  await expect(page.getByText('No questions yet.')).toBeVisible()
  await checkA11y(page, 'research, first visit')
  await page.getByRole('textbox', { name: 'Your question' }).fill(`  ${QUESTION} `)
  await expect(page.getByText(`${QUESTION.length} / 1000`)).toBeVisible()
  await page.getByRole('button', { name: 'Ask' }).click()

  // Follow: the answer page has the job's token in its address and announces each step.
  await expect(page).toHaveURL(/\/research\/[A-Za-z0-9_-]{16,}$/)
  const address = page.url()
  const progress = page.getByRole('status')
  const steps = page.getByRole('list', { name: 'Steps of the research job' })
  await expect(progress).toHaveText(/Step \d+ of 10/)
  await expect(progress).toHaveText(/Step ([3-9]) of 10/)
  await expect(steps.getByRole('listitem').filter({ hasText: 'Question received' })).toContainText(
    'passed',
  )

  // Reload mid-way: the same job resumes where it is (never from the start), and keeps
  // advancing. The job moves on by the clock, so a slow reload may find it done already.
  const before = Number(/Step (\d+)/.exec((await progress.textContent()) ?? '')?.[1] ?? 0)
  await page.reload()
  await expect(page).toHaveURL(address)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('electric vehicles were sold')
  await expect(progress).toHaveText(/Step \d+ of 10|Done: the answer is ready\./)
  const after = /Step (\d+)/.exec((await progress.textContent()) ?? '')
  if (after) expect(Number(after[1])).toBeGreaterThanOrEqual(before)
  await checkA11y(page, 'research job after a reload')
  await expect(progress).toHaveText('Done: the answer is ready.', { timeout: 15_000 })
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'Key facts extracted' }),
  ).toContainText('passed')

  // Read: title, answer, key facts as cards, sources with safe links.
  await expect(
    page.getByRole('heading', { level: 1, name: 'How many electric vehicles were sold in Europe' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('The catalogue holds')
  const facts = page.getByRole('region', { name: 'Key facts' })
  await expect(facts.getByRole('listitem').filter({ hasText: 'Matching sources' })).toBeVisible()
  const sources = page.getByRole('region', { name: /^Sources/ })
  const sourceLinks = sources.getByRole('link')
  await expect(sourceLinks.first()).toBeVisible()
  await expect(facts.getByRole('listitem').filter({ hasText: 'Matching sources' })).toContainText(
    String(await sourceLinks.count()),
  )
  for (const href of await sourceLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  ))
    expect(href).toMatch(/^https?:\/\//)
  await expect(sourceLinks.first()).toHaveAttribute('target', '_blank')
  await expect(sources.getByText(/Released:/).first()).toBeVisible()
  await checkA11y(page, 'research answer')

  // Find it again: the history lists the question and reopens its answer.
  await page.getByRole('link', { name: '← Research questions' }).click()
  const history = page.getByRole('region', { name: 'Your questions' })
  await history.getByRole('link', { name: QUESTION }).click()
  await expect(page).toHaveURL(address)
  await expect(page.getByRole('region', { name: 'Answer' })).toBeVisible()

  expect(asks).toHaveLength(1)
  expect(JSON.parse(asks[0] ?? '{}')).toEqual({ question: QUESTION })

  // A token the service does not know gets a clear message and a way on.
  await page.goto('/research/AAAAAAAAAAAAAAAAAAAAAA')
  await expect(
    page.getByRole('heading', { name: 'No research question has this token (404)' }),
  ).toBeVisible()
  await checkA11y(page, 'research, unknown token')
})
