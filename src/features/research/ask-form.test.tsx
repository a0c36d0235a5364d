import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { jsonResponse, stubFetch } from '../../test/fetch-stub'
import { renderResearchRoute } from '../../test/render-research-route'
import { answerAt, TOKEN } from '../../test/research-fixtures'
import { QUESTION_MAX_LENGTH } from './ask-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

const askCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url]) => String(url).includes('/research-ai/ask'))
const workspaceWrites = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(
    ([url, init]) => String(url).startsWith('/api/workspace/') && init?.method === 'POST',
  )

/** The account's questions as the workspace lists them. */
const historyItems = (entries: { token: string; question: string; askedAt: string }[]) => ({
  items: entries.map((data) => ({
    id: `id-${data.token}`,
    kind: 'research',
    clientId: data.token,
    name: data.question,
    version: 1,
    sharing: 'private',
    owner: { id: 'local', name: 'local' },
    access: 'owner',
    createdAt: data.askedAt,
    updatedAt: data.askedAt,
    data,
  })),
})

describe('asking a question', () => {
  it('requires a question and sends nothing without one', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}))
    renderResearchRoute('/research')
    const field = await screen.findByRole('textbox', { name: 'Your question' })
    await userEvent.type(field, '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a question.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(askCalls(fetchMock)).toHaveLength(0)
  })

  it('counts characters and refuses a question over the maximum', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}))
    renderResearchRoute('/research')
    const field = await screen.findByRole('textbox', { name: 'Your question' })
    expect(screen.getByText(`0 / ${QUESTION_MAX_LENGTH}`)).toBeVisible()
    fireEvent.change(field, { target: { value: `  ${'a'.repeat(QUESTION_MAX_LENGTH + 1)}  ` } })
    expect(screen.getByText(`${QUESTION_MAX_LENGTH + 1} / ${QUESTION_MAX_LENGTH}`)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Shorten the question to ${QUESTION_MAX_LENGTH} characters or fewer.`,
    )
    expect(askCalls(fetchMock)).toHaveLength(0)
  })

  it('posts the trimmed question once, remembers it, and opens its answer', async () => {
    let answerRequests = 0
    const fetchMock = stubFetch((url) => {
      if (url.includes('/research-ai/ask')) return jsonResponse(answerAt('requested'), 202)
      if (url.startsWith('/api/workspace/')) return jsonResponse({}, 404)
      answerRequests++
      return jsonResponse(answerAt('done'))
    })
    const { router } = renderResearchRoute('/research')
    const field = await screen.findByRole('textbox', { name: 'Your question' })
    await userEvent.type(field, '  How many electric vehicles were sold?  ')
    const button = screen.getByRole('button', { name: 'Ask' })
    await userEvent.dblClick(button)

    await waitFor(() => expect(router.state.location.pathname).toBe(`/research/${TOKEN}`))
    expect(askCalls(fetchMock)).toHaveLength(1)
    const [, init] = askCalls(fetchMock)[0]!
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      question: 'How many electric vehicles were sold?',
    })
    // The 202 carried the job: the page opened on it without asking for it again.
    expect(await screen.findByRole('status')).toHaveTextContent('Step 1 of 10')
    expect(answerRequests).toBe(0)

    // Kept with the account: the workspace is told, under the token as the client's id.
    await waitFor(() => expect(workspaceWrites(fetchMock)).toHaveLength(1))
    const sent = JSON.parse(String(workspaceWrites(fetchMock)[0]![1]?.body)) as {
      kind: string
      clientId: string
    }
    expect([sent.kind, sent.clientId]).toEqual(['research', TOKEN])
  })

  it('asks with Enter, and breaks the line with Shift+Enter', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/research-ai/ask')
        ? jsonResponse(answerAt('requested'), 202)
        : jsonResponse(answerAt('done')),
    )
    const { router } = renderResearchRoute('/research')
    const field = await screen.findByRole('textbox', { name: 'Your question' })
    await userEvent.type(field, 'How large is the market?{Shift>}{Enter}{/Shift}In Germany')
    expect(field).toHaveValue('How large is the market?\nIn Germany')
    expect(askCalls(fetchMock)).toHaveLength(0)
    await userEvent.type(field, '{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/research/${TOKEN}`))
    expect(askCalls(fetchMock)).toHaveLength(1)
    expect(JSON.parse(String(askCalls(fetchMock)[0]![1]?.body))).toEqual({
      question: 'How large is the market?\nIn Germany',
    })
  })

  it('accepts the older 200 answer with only a token', async () => {
    stubFetch((url) =>
      url.includes('/research-ai/ask')
        ? jsonResponse({ researchToken: TOKEN })
        : jsonResponse(answerAt('initialized')),
    )
    const { router } = renderResearchRoute('/research')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Solar?')
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/research/${TOKEN}`))
    expect(await screen.findByRole('status')).toHaveTextContent('Step 2 of 10')
  })

  it('never retries a failed ask, and says why it failed', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ detail: 'The service is down for maintenance.' }, 503),
    )
    renderResearchRoute('/research')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Solar?')
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The question was not sent')
    expect(alert).toHaveTextContent('The service is down for maintenance.')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(askCalls(fetchMock)).toHaveLength(1)
  })

  it('shows a question the service rejected next to the field', async () => {
    stubFetch(() =>
      jsonResponse(
        { detail: "'question' is empty; ask a question in words.", parameter: 'question' },
        400,
      ),
    )
    renderResearchRoute('/research')
    const field = await screen.findByRole('textbox', { name: 'Your question' })
    await userEvent.type(field, '?')
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('alert')).toHaveTextContent("'question' is empty")
  })

  it('starts from a question in the address, and lists earlier questions as links', async () => {
    stubFetch((url) =>
      url.startsWith('/api/workspace/items')
        ? jsonResponse(
            historyItems([
              { token: 'old', question: 'Older question', askedAt: '2026-01-01T00:00:00Z' },
              { token: 'new', question: 'Newer question', askedAt: '2026-02-01T00:00:00Z' },
            ]),
          )
        : jsonResponse({}),
    )
    renderResearchRoute('/research?question=Edited%20question')
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toHaveValue(
      'Edited question',
    )
    const list = screen.getByRole('region', { name: 'Your questions' })
    await within(list).findAllByRole('link')
    const links = within(list).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Newer question', 'Older question'])
    expect(links[0]).toHaveAttribute('href', '/research/new')
  })

  it('shows an empty history when the kept entries cannot be read', async () => {
    stubFetch(() =>
      jsonResponse({ items: [{ ...historyItems([])['items'], id: 'x' }], extra: true }),
    )
    renderResearchRoute('/research')
    expect(await screen.findByText(/No questions yet/)).toBeVisible()
  })
})

describe('asking on a German page', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('labels the form in German and asks for a question in German', async () => {
    setLocaleSource(() => 'de')
    const fetchMock = stubFetch(() => jsonResponse({ items: [] }))
    renderResearchRoute('/research')
    const field = await screen.findByRole('textbox', { name: 'Ihre Frage' })
    expect(screen.getByRole('heading', { level: 1, name: 'Recherchefragen' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Ihre Fragen' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Fragen' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Geben Sie eine Frage ein.')
    expect(field).toHaveFocus()
    expect(askCalls(fetchMock)).toHaveLength(0)
  })
})
