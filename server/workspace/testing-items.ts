import type { ItemData } from '../../src/api/schemas/workspace'

/** Valid item data of each kind, for the workspace's tests and its bench. */

export const savedTable = (
  name = 'Generation by region',
  extra: Record<string, string | number> = {},
) =>
  ({
    name,
    search: {
      rows: 'v0025_demo_regiondeu',
      columns: 'v0013g_demo_generation',
      country: 'DEU',
      year: 2024,
      ...extra,
    },
    savedAt: '2026-11-20T10:00:00.000Z',
  }) satisfies ItemData<'saved-table'>

export const audience = (name = 'Young women') =>
  ({
    name,
    answers: ['v0001_gender#2', 'v0002_age#1'],
    sentence: 'Women aged 18–29',
    savedAt: '2026-11-20T10:00:00.000Z',
  }) satisfies ItemData<'audience'>

export const research = (token: string, question = 'Who buys electric cars?') =>
  ({ token, question, askedAt: '2026-11-20T10:00:00.000Z' }) satisfies ItemData<'research'>

export const savedSearch = (name = 'Energy prices') =>
  ({
    name,
    page: 'statistics',
    search: { q: 'energy prices', platform: 'en', sort: 'date' },
    savedAt: '2026-11-20T10:00:00.000Z',
  }) satisfies ItemData<'saved-search'>

/** A survey table's answer as the service sends it, cut to what a snapshot needs. */
export const surveyAnswer = (percent = 41.5) => ({
  kind: 'survey-table' as const,
  request: '/v1/data/consumer-insights?rows=v0013g_demo_generation&country=DEU&year=2024',
  retrievedAt: '2026-11-20T10:00:00.000Z',
  body: {
    chart: {
      data: {
        total: [
          { name: 'Gen Z', percentage: percent, respondents: 415 },
          { name: 'Millennials', percentage: 100 - percent, respondents: 585 },
        ],
      },
    },
  },
})

export const collection = (name = 'Electric cars', entries = 1) =>
  ({
    name,
    entries: Array.from({ length: entries }, (_, i) => ({
      key: `survey:${i}`,
      kind: 'Survey table',
      title: `Generation, table ${i + 1}`,
      href: `/survey?rows=v0013g_demo_generation&n=${i}`,
      citable: {
        id: `survey-${i}`,
        title: 'Generation',
        sources: ['Consumer Insights'],
        publishers: ['DDS'],
        retrieved: '2026-11-20',
        medium: 'Survey table',
        type: 'dataset' as const,
      },
      snapshot: [{ label: 'Country', value: 'Germany' }],
      answer: surveyAnswer(),
      note: i === 0 ? 'The first table' : '',
      addedAt: '2026-11-20T10:00:00.000Z',
    })),
  }) satisfies ItemData<'collection'>
