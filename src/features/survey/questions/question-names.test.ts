import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../api/query-client'
import { jsonResponse, stubFetch } from '../../../test/fetch-stub'
import { consumerInsightSearchQuery } from '../../../api/survey-queries'
import {
  ensureTableNames,
  questionNamesQuery,
  questionsToName,
  searchNamesQuery,
} from './question-names'

afterEach(() => {
  vi.unstubAllGlobals()
})

// The first answer that is not a table loads its schemas and zod's words on demand (dynamic
// imports, as in the browser). Run alone, this file is first to load them, and Vitest transforms
// them then: several seconds on a busy machine, which the default 5 s does not always cover.
vi.setConfig({ testTimeout: 30_000 })

/** Questions as the service holds them: short name, wording, answers, where asked. */
const QUESTIONS: Record<
  string,
  { indicator: string; label: string; answers: string[]; years: number[]; countries: string[] }
> = {
  q_stream: {
    indicator: 'Streaming services',
    label: 'Which services do you use?',
    answers: ['Netflix', 'Disney+'],
    years: [2024, 2025, 2026],
    countries: ['DEU', 'USA'],
  },
  q_gen: {
    indicator: 'Generation',
    label: 'Generation',
    answers: ['Gen Z', 'Millennials'],
    years: [2024, 2025, 2026],
    countries: ['DEU', 'USA'],
  },
  q_gender: {
    indicator: 'Gender',
    label: 'What is your gender?',
    answers: ['Female', 'Male'],
    years: [2024, 2025, 2026],
    countries: ['DEU', 'USA'],
  },
  q_old: {
    indicator: 'Print magazines',
    label: 'Do you read print magazines?',
    answers: ['Yes', 'No'],
    years: [2021, 2022],
    countries: ['DEU'],
  },
}

/** A small service with the data endpoint's answers and no-data problems, and the search. */
function service() {
  return stubFetch(serviceAnswer)
}

function serviceAnswer(raw: string): Response {
  {
    const url = new URL(raw, 'http://test.invalid')
    if (url.pathname === '/api/v1/search/consumer-insights') {
      const q = url.searchParams.get('q') ?? ''
      const results = Object.entries(QUESTIONS)
        .filter(([, v]) => v.label === q)
        .map(([id, v]) => ({
          question_id: id,
          indicator: v.indicator,
          label: v.label,
          question_type: 'single-pick',
          metadata: { min_year: v.years[0], max_year: v.years.at(-1) },
          answers_subset: [],
          total_answers: v.answers.length,
        }))
      return jsonResponse({ results })
    }
    const rows = url.searchParams.get('rows') ?? ''
    const columns = url.searchParams.get('columns')
    const filters = url.searchParams.get('filters')?.split(',') ?? []
    const year = Number(url.searchParams.get('year') ?? 2026)
    const country = url.searchParams.get('country')
    const ids = [rows, ...(columns ? [columns] : []), ...filters].map(
      (id) => id.split('#')[0] ?? '',
    )
    for (const id of ids)
      if (!QUESTIONS[id])
        return jsonResponse(
          {
            title: 'Not Found',
            status: 404,
            detail: `Unknown question '${id}'.`,
            parameter: 'rows',
          },
          404,
        )
    const asked = [...new Set(ids)].map((id) => ({
      question_id: id,
      years: QUESTIONS[id]?.years,
      countries: QUESTIONS[id]?.countries,
    }))
    if (!asked.every((a) => a.years?.includes(year)))
      return jsonResponse(
        {
          title: 'Not Found',
          status: 404,
          detail: `No survey data for ${year}.`,
          parameter: 'year',
          asked,
        },
        404,
      )
    if (country && !asked.every((a) => a.countries?.includes(country)))
      return jsonResponse(
        {
          title: 'Not Found',
          status: 404,
          detail: `No survey data for ${country}.`,
          parameter: 'country',
          asked,
        },
        404,
      )
    const r = QUESTIONS[rows] ?? QUESTIONS.q_stream!
    const c = columns ? QUESTIONS[columns] : undefined
    const series = c ? c.answers : ['Total']
    return jsonResponse({
      identifier: { rows, survey_id: `s-${year}`, columns: columns ?? '', filters },
      title: `${r.indicator}${c ? ` by ${c.indicator.toLowerCase()}` : ''} in all surveyed countries, ${year}`,
      subject: r.label,
      sources: [],
      geolocations: (country ? [country] : r.countries).map((code) => ({ code, name: code })),
      chart: {
        description: c ? `${r.indicator} by ${c.indicator.toLowerCase()}` : r.indicator,
        dataFormat: c ? 'cross-table' : 'frequency-table',
        data: Object.fromEntries(
          series.map((s) => [
            s,
            r.answers.map((name) => ({ name, percentage: 50, respondents: 50 })),
          ]),
        ),
        bases: Object.fromEntries(series.map((s) => [s, 100])),
      },
    })
  }
}

/** The data calls made, as `rows|columns|filters|country|year`. */
function dataCalls(fetch: ReturnType<typeof stubFetch>): string[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://test.invalid'))
    .filter((u) => u.pathname === '/api/v1/data/consumer-insights')
    .map((u) =>
      ['rows', 'columns', 'filters', 'country', 'year']
        .map((k) => u.searchParams.get(k) ?? '')
        .join('|'),
    )
}

/** The question searches made, by their text. */
function searchCalls(fetch: ReturnType<typeof stubFetch>): string[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://test.invalid'))
    .filter((u) => u.pathname === '/api/v1/search/consumer-insights')
    .map((u) => u.searchParams.get('q') ?? '')
}

const crossWithFilters = {
  rows: 'q_stream',
  columns: 'q_gen',
  filters: ['q_gender#1', 'q_gender#2'],
  year: 2025,
}

describe('name resolution', () => {
  it('names a question from a search that listed all its answers, buying no table', async () => {
    const fetch = service()
    const client = createQueryClient({ retry: false })
    const search = consumerInsightSearchQuery({ q: 'gender', size: 25 })
    const answer = (n: number, label: string) => ({
      answer_id: `q_gender#${n}`,
      label,
      order: n,
      code: n,
    })
    client.setQueryData(search.queryKey, {
      results: [
        {
          question_id: 'q_gender',
          indicator: 'Gender',
          label: 'What is your gender?',
          question_type: 'single-pick',
          // Listed as the search ranked them, not in answer order.
          answers_subset: [answer(2, 'Male'), answer(1, 'Female')],
          total_answers: 2,
        },
        {
          question_id: 'q_stream',
          indicator: 'Streaming services',
          label: 'Which services do you use?',
          question_type: 'multi-pick',
          answers_subset: [answer(1, 'Netflix')],
          total_answers: 2,
        },
      ],
      unreadable: { count: 0 },
    } as never)
    const gender = await client.fetchQuery(questionNamesQuery('q_gender', { year: 2025 }))
    expect(gender).toMatchObject({
      status: 'named',
      indicator: 'Gender',
      wording: 'What is your gender?',
      answers: ['Female', 'Male'],
      multiPick: false,
    })
    expect(dataCalls(fetch)).toEqual([])
    // Only some of its answers listed: the table is bought for the rest.
    await client.fetchQuery(questionNamesQuery('q_stream', { year: 2025 }))
    expect(dataCalls(fetch)).toEqual(['q_stream||||2025'])
  })

  it('names a question from a search for its ID when no search named it yet, buying no table', async () => {
    // A service whose search finds a question by its ID, listing every answer (the real
    // search is by meaning; an ID's words find their question).
    const fetch = stubFetch((raw) => {
      const url = new URL(raw, 'http://test.invalid')
      if (url.pathname === '/api/v1/search/consumer-insights') {
        const q = url.searchParams.get('q') ?? ''
        const hit = q === 'q_gender' || q === 'What is your gender?'
        // Generation is found by its ID with none of its answers listed.
        const partial = {
          question_id: 'q_gen',
          indicator: 'Generation',
          label: 'Which generation are you?',
          question_type: 'single-pick',
          answers_subset: [],
          total_answers: 2,
        }
        return jsonResponse({
          results: hit
            ? [
                {
                  question_id: 'q_gender',
                  indicator: 'Gender',
                  label: 'What is your gender?',
                  question_type: 'single-pick',
                  answers_subset: ['Female', 'Male'].map((label, i) => ({
                    answer_id: `q_gender#${i + 1}`,
                    label,
                    order: i + 1,
                  })),
                  total_answers: 2,
                },
              ]
            : q === 'q_gen'
              ? [partial]
              : [],
        })
      }
      return serviceAnswer(raw)
    })
    const client = createQueryClient({ retry: false })
    await ensureTableNames(client, { rows: 'q_stream', columns: 'q_gender' })
    // The table itself and nothing else: Gender's names came from the search for its ID.
    expect(dataCalls(fetch)).toEqual(['q_stream|q_gender|||'])
    expect(client.getQueryData(questionNamesQuery('q_gender', {}).queryKey)).toMatchObject({
      status: 'named',
      indicator: 'Gender',
      wording: 'What is your gender?',
      answers: ['Female', 'Male'],
    })
    // Found without its answers, a question has its title from the search, not its names; one
    // the search does not find has neither. searchNamesQuery buys nothing for either.
    expect(await client.fetchQuery(searchNamesQuery('q_gen'))).toEqual({
      status: 'titled',
      id: 'q_gen',
      indicator: 'Generation',
      wording: 'Which generation are you?',
    })
    expect(await client.fetchQuery(searchNamesQuery('q_old'))).toBeNull()
    expect(dataCalls(fetch)).toEqual(['q_stream|q_gender|||'])
    // Its names (answers included) are then the table's: bought only when a table must be named.
    await client.fetchQuery(questionNamesQuery('q_gen', {}))
    expect(dataCalls(fetch)).toEqual(['q_stream|q_gender|||', 'q_gen||||'])
  })

  it('asks one frequency table per question the table does not name, for the same place', async () => {
    const fetch = service()
    const client = createQueryClient({ retry: false })
    await ensureTableNames(client, crossWithFilters)
    expect(dataCalls(fetch).sort()).toEqual([
      'q_gender||||2025',
      'q_gen||||2025',
      'q_stream|q_gen|q_gender#1,q_gender#2||2025',
    ])
    const gender = client.getQueryData(questionNamesQuery('q_gender', {}).queryKey)
    expect(gender).toMatchObject({
      status: 'named',
      indicator: 'Gender',
      answers: ['Female', 'Male'],
    })
    // The search (free) adds the survey years of every question, the rows question's too; and
    // before a question's table was bought, it was asked for the question's ID (it found none).
    expect(searchCalls(fetch).sort()).toEqual([
      'Generation',
      'What is your gender?',
      'Which services do you use?',
      'q_gen',
      'q_gender',
    ])
  })

  it('asks nothing again for a repeated table, and only the table for another of the same questions', async () => {
    const fetch = service()
    const client = createQueryClient({ retry: false })
    await ensureTableNames(client, crossWithFilters)
    const before = fetch.mock.calls.length
    await ensureTableNames(client, crossWithFilters)
    expect(fetch.mock.calls.length).toBe(before)
    await ensureTableNames(client, { ...crossWithFilters, year: 2024, country: 'DEU' })
    expect(dataCalls(fetch).slice(3)).toEqual(['q_stream|q_gen|q_gender#1,q_gender#2|DEU|2024'])
    expect(fetch.mock.calls.length).toBe(before + 1)
  })

  it('names a question not asked in the table year from the nearest year the service lists', async () => {
    const fetch = service()
    const client = createQueryClient({ retry: false })
    await ensureTableNames(client, { rows: 'q_stream', filters: ['q_old#1'], year: 2025 })
    expect(dataCalls(fetch).sort()).toEqual([
      'q_old||||2022',
      'q_old||||2025',
      'q_stream||q_old#1||2025',
      // The table failed, so it names nothing: its rows question is asked too.
      'q_stream||||2025',
    ])
    expect(client.getQueryData(questionNamesQuery('q_old', {}).queryKey)).toMatchObject({
      status: 'named',
      answers: ['Yes', 'No'],
      asked: { years: [2021, 2022], countries: ['DEU'] },
    })
  })

  it('marks a question the service does not know as unknown, with its reason', async () => {
    service()
    const client = createQueryClient({ retry: false })
    await ensureTableNames(client, { rows: 'q_stream', filters: ['q_nope#1'] })
    expect(client.getQueryData(questionNamesQuery('q_nope', {}).queryKey)).toEqual({
      status: 'unknown',
      id: 'q_nope',
      reason: "Unknown question 'q_nope'.",
      certain: true,
    })
  })

  it('takes a plain 404 for a question asked alone as a question the service does not know, asking once', async () => {
    const fetch = stubFetch(() => jsonResponse({ message: 'unknown question' }, 404))
    const client = createQueryClient()
    await ensureTableNames(client, { rows: 'q_nope' })
    // The table failed; its rows question's name comes from that failure, not a second table
    // (the free search for its ID failed the same way).
    expect(dataCalls(fetch)).toEqual(['q_nope||||'])
    const calls = fetch.mock.calls.length
    expect(client.getQueryData(questionNamesQuery('q_nope', {}).queryKey)).toMatchObject({
      status: 'unknown',
      id: 'q_nope',
      // A 404 that names no parameter may mean something else: the ID is not taken away.
      certain: false,
    })
    // Asked again a moment later (the browser taking over the page), nothing more goes out.
    await ensureTableNames(client, { rows: 'q_nope' })
    expect(fetch).toHaveBeenCalledTimes(calls)
  })

  it('asks a question once more everywhere when a plain 404 came for one place', async () => {
    const fetch = stubFetch(() => jsonResponse({ message: 'unknown question' }, 404))
    const client = createQueryClient()
    await ensureTableNames(client, { rows: 'q_nope', country: 'DEU', year: 2024 })
    expect(dataCalls(fetch)).toEqual(['q_nope|||DEU|2024', 'q_nope||||'])
    expect(client.getQueryData(questionNamesQuery('q_nope', {}).queryKey)).toMatchObject({
      status: 'unknown',
    })
  })

  it('leaves out the rows question when the table names it', () => {
    expect(questionsToName(crossWithFilters)).toEqual(['q_gen', 'q_gender'])
    expect(questionsToName({ rows: 'q_stream#2', columns: 'q_gen' })).toEqual(['q_stream', 'q_gen'])
    expect(questionsToName(crossWithFilters, false)).toEqual(['q_stream', 'q_gen', 'q_gender'])
  })
})
