import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESEARCH_POLL } from '../../api/research-poll'
import { setLocaleSource } from '../../lib/i18n/locale'
import { jsonResponse, stubFetch, textResponse } from '../../test/fetch-stub'
import { renderResearchRoute } from '../../test/render-research-route'
import { answerAt, stoppedAnswer, TOKEN } from '../../test/research-fixtures'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const PATH = `/research/${TOKEN}`

/** Requests for the job's answer (not the account's question list). */
const polls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url]) => !String(url).startsWith('/api/workspace/')).length

/** Serves the statuses in order, one per poll; the last one repeats. */
function serve(...answers: (Response | (() => Response))[]) {
  let call = 0
  return stubFetch((url) => {
    // The account's question list (the workspace), asked for beside the answer: none here.
    if (url.startsWith('/api/workspace/')) return jsonResponse({ items: [] })
    const next = answers[Math.min(call++, answers.length - 1)]!
    return typeof next === 'function' ? next() : next.clone()
  })
}

describe('following a job', () => {
  it('shows the steps passed, then the answer with key facts and safe sources', async () => {
    const fetchMock = serve(
      jsonResponse(answerAt('initialized')),
      jsonResponse(answerAt('moderated')),
      jsonResponse(answerAt('done')),
    )
    renderResearchRoute(PATH)

    expect(await screen.findByRole('status')).toHaveTextContent('Step 2 of 10: Job started.')
    const steps = screen.getByRole('list', { name: 'Steps of the research job' })
    expect(within(steps).getByText('Question received').parentElement).toHaveTextContent('passed')

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Step 4 of 10: Content checked.'),
    )
    expect(screen.getByText('Job started').parentElement).toHaveTextContent('passed')

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How many electric vehicles were sold',
      }),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Done: the answer is ready.')
    expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent(
      'The catalogue holds 2 sources.',
    )
    const facts = screen.getByRole('region', { name: 'Key facts' })
    expect(within(facts).getAllByRole('listitem')).toHaveLength(2)
    expect(within(facts).getByText('50%')).toBeVisible()
    expect(within(facts).getByText('items')).toBeVisible()

    const sources = screen.getByRole('region', { name: /Sources/ })
    const link = within(sources).getByRole('link', { name: /EV sales in Europe/ })
    expect(link).toHaveAttribute('href', 'https://example.com/statistics/1')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(sources).getByText('A source with a script address').closest('a')).toBeNull()
    expect(within(sources).getByText('ACEA')).toBeVisible()
    expect(within(sources).getByText('German')).toBeVisible()
    expect(within(sources).getByText('Premium')).toBeVisible()

    const calls = polls(fetchMock)
    await new Promise((resolve) => setTimeout(resolve, RESEARCH_POLL.firstMs * 3))
    expect(polls(fetchMock)).toBe(calls)
  })
})

describe('each way a job can end without an answer', () => {
  it('says an unknown token (404) is unknown, with ways on', async () => {
    serve(
      textResponse(
        '{"detail":"No research question has the token"}',
        404,
        'application/problem+json',
      ),
    )
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No research question has this token (404)')
    expect(within(alert).getByRole('link', { name: 'Ask a new question' })).toHaveAttribute(
      'href',
      '/research',
    )
    expect(within(alert).getByRole('link', { name: 'Your earlier questions' })).toHaveAttribute(
      'href',
      '/research#history',
    )
  })

  it('says when the key’s package does not include research (403)', async () => {
    serve(
      jsonResponse({ detail: 'This API package does not include the research endpoints.' }, 403),
    )
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Research questions are not available (403)')
    expect(alert).toHaveTextContent('does not include the research endpoints')
  })

  it('says when the service refuses with a limit (403)', async () => {
    serve(jsonResponse({ detail: 'The research question limit of this package is reached.' }, 403))
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Question limit reached')
    expect(alert).toHaveTextContent('The research question limit of this package is reached.')
    expect(within(alert).getByRole('link', { name: 'Your earlier questions' })).toBeVisible()
  })

  it('says when the question limit is reached, with the usage', async () => {
    serve(
      jsonResponse(
        stoppedAnswer(
          'requested',
          { isLimitReached: true },
          'The daily limit of 50 research questions for this API key is reached.',
        ),
      ),
    )
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Question limit reached')
    expect(alert).toHaveTextContent('The daily limit of 50 research questions')
    expect(alert).toHaveTextContent('3 of 50 questions used today')
    expect(screen.getByRole('status')).toHaveTextContent('Stopped at step 1 of 10')
  })

  it('says when moderation blocked the question, offering to edit it', async () => {
    serve(
      jsonResponse(
        stoppedAnswer('moderated', { isBlockedContent: true }, 'Blocked by content moderation.'),
      ),
    )
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This question was blocked')
    expect(alert).toHaveTextContent('Blocked by content moderation.')
    const edit = within(alert).getByRole('link', { name: 'Edit the question' })
    const href = new URL(edit.getAttribute('href') ?? '', 'http://app.test')
    expect(href.pathname).toBe('/research')
    expect(href.searchParams.get('question')).toBe('How many electric vehicles were sold?')
    expect(screen.getByText('Content checked').parentElement).toHaveTextContent('stopped here')
  })

  it('says when the job itself failed', async () => {
    serve(jsonResponse(stoppedAnswer('answer_generated', {}, 'The model was unavailable.')))
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The service could not answer this question')
    expect(alert).toHaveTextContent('The model was unavailable.')
    expect(within(alert).getByRole('link', { name: 'Ask again' })).toBeVisible()
  })

  it('says when a poll failed, and resumes on "Try again"', async () => {
    const fetchMock = serve(
      jsonResponse(answerAt('initialized')),
      textResponse('<html>oops</html>', 200, 'text/html'),
      jsonResponse(answerAt('done')),
    )
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    expect(alert).toHaveTextContent('The service sent an answer this page cannot read')
    expect(alert).toHaveTextContent('The job itself may still be running')
    // The progress reached so far stays on screen.
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 10')
    expect(polls(fetchMock)).toBe(2)

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Answer' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('stops after the bounded wait with "still running, check again"', async () => {
    vi.useFakeTimers()
    const fetchMock = serve(() => jsonResponse(answerAt('content_compressed')))
    renderResearchRoute(PATH)
    await act(() => vi.advanceTimersByTimeAsync(RESEARCH_POLL.budgetMs + RESEARCH_POLL.maxMs))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Still running, check again')
    const pollsBefore = polls(fetchMock)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(polls(fetchMock)).toBe(pollsBefore)

    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(answerAt('done'))))
    await act(async () => {
      within(alert).getByRole('button', { name: 'Check again' }).click()
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(screen.getByRole('heading', { level: 2, name: 'Answer' })).toBeVisible()
  })
})

describe('on a German page', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('names the steps, the usage and the way on in German', async () => {
    setLocaleSource(() => 'de')
    serve(
      jsonResponse(
        stoppedAnswer(
          'requested',
          { isLimitReached: true },
          'The daily limit of 50 research questions for this API key is reached.',
        ),
      ),
    )
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Fragenlimit erreicht')
    expect(alert).toHaveTextContent('3 von 50 Fragen heute verbraucht.')
    expect(within(alert).getByRole('link', { name: 'Ihre früheren Fragen' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Angehalten bei Schritt 1 von 10: Frage eingegangen.',
    )
    const steps = screen.getByRole('list', { name: 'Schritte des Rechercheauftrags' })
    expect(within(steps).getByText('Kernaussagen entnommen').parentElement).toHaveTextContent(
      'noch nicht erreicht',
    )
  })

  it('says an unknown token in German', async () => {
    setLocaleSource(() => 'de')
    serve(textResponse('{"detail":"No research question has the token"}', 404, 'application/json'))
    renderResearchRoute(PATH)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Zu diesem Token gibt es keine Recherchefrage (404)')
    expect(within(alert).getByRole('link', { name: 'Neue Frage stellen' })).toBeVisible()
  })
})
