/**
 * Response bodies of the test upstream: small, deterministic and valid against the app's zod
 * schemas (src/api/schemas). Two flavours: `normal` (realistic data whose titles name the query,
 * so a test can tell one result set from another) and `hostile` (every text, link and image
 * field carries an attack that must stay inert in the page).
 */
export type Flavour = 'normal' | 'hostile'

/** Set by every hostile payload that manages to run. A test asserts it stays undefined. */
export const PWNED = '__pwned'

/** Hostile HTML for fields that the app renders as (sanitised) HTML. */
export const HOSTILE_HTML = [
  '<p>Hostile description <strong>kept as text</strong>.</p>',
  `<script>window.${PWNED}='script'</script>`,
  `<img src="x" onerror="window.${PWNED}='img-onerror'">`,
  `<svg onload="window.${PWNED}='svg-onload'"><circle r="1"></circle></svg>`,
  `<a href="javascript:window.${PWNED}='js-link'">plain javascript link</a>`,
  `<a href="JaVaScRiPt:window.${PWNED}='mixed-case'">mixed-case link</a>`,
  `<a href="&#106;avascript:window.${PWNED}='entity'">entity link</a>`,
  `<a href=" javascript:window.${PWNED}='leading-space'">spaced link</a>`,
  `<a href="java&#9;script:window.${PWNED}='tab'">tab link</a>`,
  `<a href="data:text/html,<script>window.${PWNED}='data'</script>">data link</a>`,
  '<a href="//evil.example/steal">protocol-relative link</a>',
  '<a href="/\\evil.example/steal">backslash link</a>',
  `<img src="data:image/svg+xml,<svg onload='window.${PWNED}=1'/>">`,
  '<img src="//evil.example/pixel.gif">',
  `<iframe src="javascript:window.${PWNED}='iframe'"></iframe>`,
  `<object data="javascript:window.${PWNED}='object'"></object>`,
  `<form action="javascript:window.${PWNED}='form'"><button>go</button></form>`,
  `<p style="background:url(javascript:window.${PWNED}='style')" onclick="window.${PWNED}='click'">styled</p>`,
  '<a href="/statistics/1/a-safe-relative-link/">a safe relative link</a>',
].join('')

/** Hostile text for plain-text fields (titles, labels): must show literally, as text. */
export const HOSTILE_TEXT = `<img src=x onerror="window.${PWNED}='title'"> Hostile <script>window.${PWNED}='title-script'</script>`

/** Addresses that must never become a link or image, cycled through the items. */
export const HOSTILE_URLS = [
  `javascript:window.${PWNED}='href'`,
  ` JAVASCRIPT:window.${PWNED}='href-upper'`,
  `java\tscript:window.${PWNED}='href-tab'`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+`,
  '//evil.example/item',
  '\\\\evil.example\\item',
  '/\\evil.example/item',
  `vbscript:msgbox(1)`,
]

export const HOSTILE_IMAGES = [
  `javascript:window.${PWNED}='img-src'`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.${PWNED}=1"/>`,
  '//evil.example/teaser.png',
  `data:text/html,<script>window.${PWNED}=1</script>`,
]

const DAY = 86_400_000

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function dayOnly(days: number): string {
  return isoDaysAgo(days).slice(0, 10)
}

const LABELS: Record<string, string> = {
  '/v1/marketInsights': 'Market insight',
  '/v1/studies': 'Study',
  '/v1/infographics': 'Infographic',
  '/v1/search/statistics': 'Statistic',
}

export const CONTENT_PATHS = Object.keys(LABELS)

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T
}

/** One list page of a content endpoint. */
export function contentList(
  path: string,
  query: URLSearchParams,
  flavour: Flavour,
  imageBase: string,
) {
  const q = query.get('q')?.trim() || 'everything'
  const size = Math.min(Number(query.get('size') ?? 10) || 10, 10)
  const count = flavour === 'hostile' ? Math.max(size, HOSTILE_URLS.length) : Math.min(size, 3)
  const label = LABELS[path] ?? 'Item'
  const hostile = flavour === 'hostile'
  const items = Array.from({ length: count }, (_, i) => {
    const identifier = 7000 + CONTENT_PATHS.indexOf(path) * 100 + i
    return {
      identifier,
      title: hostile ? `${HOSTILE_TEXT} ${i + 1}` : `${label} ${i + 1} about ${q}`,
      link: hostile
        ? pick(HOSTILE_URLS, i)
        : `https://www.statista.com/statistics/${identifier}/fixture/`,
      description: hostile
        ? HOSTILE_HTML
        : `<p>Fixture ${label.toLowerCase()} number ${i + 1} on <strong>${q}</strong>. <a href="/statistics/${identifier}/related/">Related statistic</a></p>`,
      subject: hostile ? HOSTILE_TEXT : `${label} subject ${i + 1}`,
      platform: 'en',
      date: isoDaysAgo(i + 1),
      released_at: isoDaysAgo(i + 1),
      updated_at: isoDaysAgo(i),
      is_premium: i === 2,
      ranking_score: 1 - i / 10,
      sources: [
        {
          title: hostile ? HOSTILE_TEXT : 'Fixture Research Institute',
          subtitle: hostile ? HOSTILE_TEXT : 'Survey',
        },
      ],
      publishers: [{ title: hostile ? HOSTILE_TEXT : 'Fixture Publisher' }],
      chargers: [],
      industries: [{ id: 1, name: hostile ? HOSTILE_TEXT : 'Energy' }],
      geolocations: [{ id: 1, name: hostile ? HOSTILE_TEXT : 'Germany', code: 'DEU' }],
      covered_time_frame: {
        start: isoDaysAgo(400),
        end: isoDaysAgo(30),
        display_text: hostile ? HOSTILE_TEXT : '2025',
      },
      teaser_image_urls: hostile
        ? [
            { width: 355, src: pick(HOSTILE_IMAGES, i) },
            { width: 1000, src: pick(HOSTILE_IMAGES, i + 1) },
          ]
        : [
            { width: 355, src: `${imageBase}/assets/teaser-${identifier}.svg?w=355` },
            { width: 1000, src: `${imageBase}/assets/teaser-${identifier}.svg?w=1000` },
          ],
    }
  })
  return { items, total_count: count, total_pages: 1 }
}

export function indicatorSearch(query: URLSearchParams, flavour: Flavour) {
  const q = query.get('q')?.trim() || 'everything'
  const hostile = flavour === 'hostile'
  const count = hostile ? HOSTILE_URLS.length : 3
  const items = Array.from({ length: count }, (_, i) => ({
    // Indicator identifiers are UUIDs in production.
    identifier: fixtureIndicatorId(i + 1),
    title: hostile ? `${HOSTILE_TEXT} ${i + 1}` : `Indicator ${i + 1} about ${q}`,
    subject: hostile ? HOSTILE_TEXT : `Revenue of the ${q} market`,
    description: hostile ? HOSTILE_HTML : `Revenue of the ${q} market in million US dollars.`,
    link: hostile ? pick(HOSTILE_URLS, i) : `https://www.statista.com/outlook/fixture-${i + 1}`,
    updated_at: dayOnly(i + 2),
    industries: [
      {
        name: hostile ? HOSTILE_TEXT : 'Food & Beverages',
        segments: [hostile ? HOSTILE_TEXT : 'Coffee'],
      },
    ],
    covered_timeframe: { start: '2020-01-01', end: '2028-12-31' },
    covered_geos: hostile ? { WLD: HOSTILE_TEXT } : { WLD: 'Worldwide', DEU: 'Germany' },
    market_type: 'Revenue',
    market_type_description: hostile ? HOSTILE_TEXT : 'Revenue is the money spent in the market.',
  }))
  return { items, total_count: count }
}

export const QUESTIONS = {
  rows: {
    id: 'v0001_fixture_drinks',
    label: 'Which drinks do you like?',
    answers: ['Coffee', 'Tea', 'Water'],
  },
  columns: {
    id: 'v0002_fixture_age',
    label: 'How old are you?',
    answers: ['Under 30', '30 and over'],
  },
}

export function questionSearch(flavour: Flavour) {
  const hostile = flavour === 'hostile'
  return {
    results: Object.values(QUESTIONS).map((question) => ({
      question_id: question.id,
      indicator: hostile ? HOSTILE_TEXT : question.label,
      label: hostile ? HOSTILE_TEXT : `${question.label}`,
      question_type: 'single-pick',
      metadata: { min_year: 2020, max_year: 2026 },
      answers_subset: question.answers.map((answer, i) => ({
        answer_id: `${question.id}#${i + 1}`,
        label: hostile ? `${HOSTILE_TEXT} ${i + 1}` : answer,
        order: i + 1,
        code: i + 1,
      })),
      total_answers: question.answers.length,
    })),
  }
}

function answersOf(id: string): string[] {
  const base = id.split('#')[0]
  const known = Object.values(QUESTIONS).find((question) => question.id === base)
  return known?.answers ?? ['First answer', 'Second answer']
}

function share(row: number, series: number, rows: number): number {
  if (row < rows - 1) return 10 + row * 5 + series * 5
  return (
    100 -
    Array.from({ length: rows - 1 }, (_, r) => share(r, series, rows)).reduce((a, b) => a + b, 0)
  )
}

export function dataTable(query: URLSearchParams, flavour: Flavour) {
  const rows = query.get('rows') ?? QUESTIONS.rows.id
  const columns = query.get('columns')
  const hostile = flavour === 'hostile'
  const rowAnswers = answersOf(rows)
  const series = columns ? answersOf(columns) : ['Total']
  const data: Record<string, { name: string; percentage: number; respondents: number }[]> = {}
  const bases: Record<string, number> = {}
  series.forEach((name, s) => {
    const key = hostile ? `${HOSTILE_TEXT} ${s + 1}` : name
    bases[key] = 1000
    data[key] = rowAnswers.map((answer, r) => ({
      name: hostile ? `${HOSTILE_TEXT} ${r + 1}` : answer,
      // Each series sums to 100 %, as a single-pick question's column does.
      percentage: share(r, s, rowAnswers.length),
      respondents: share(r, s, rowAnswers.length) * 10,
    }))
  })
  return {
    identifier: {
      rows,
      survey_id: 'fixture-survey-2026',
      columns: columns ?? null,
      filters: query.get('filters')?.split(',') ?? [],
    },
    title: hostile ? HOSTILE_TEXT : `Table of ${rows}${columns ? ` by ${columns}` : ''}`,
    subject: hostile ? HOSTILE_TEXT : 'Fixture survey subject',
    description: hostile ? HOSTILE_HTML : '<p>1,000 respondents in Germany, 2026.</p>',
    link: hostile
      ? pick(HOSTILE_URLS, 0)
      : `https://www.statista.com/global-consumer-survey/questions/${rows}`,
    date: '2026',
    sources: [hostile ? HOSTILE_TEXT : 'Fixture Consumer Survey'],
    interpretation_hint: hostile ? HOSTILE_TEXT : 'Values are column percentages.',
    geolocations: [{ name: hostile ? HOSTILE_TEXT : 'Germany', code: 'DEU' }],
    chart: {
      description: hostile ? HOSTILE_TEXT : 'Fixture chart',
      dataFormat: columns ? 'cross-table' : 'frequency-table',
      valueUnit: '%',
      data,
      bases,
    },
  }
}

export function researchAnswer(token: string, flavour: Flavour) {
  const hostile = flavour === 'hostile'
  return {
    researchToken: token,
    state: {
      status: 'done',
      isError: false,
      isBlockedContent: false,
      isLimitReached: false,
      isHidden: false,
      isPublic: false,
      limitsReached: [],
      qualityScore: 0.9,
    },
    request: { question: hostile ? HOSTILE_TEXT : `Question behind ${token}` },
    response: {
      title: hostile ? HOSTILE_TEXT : `Answer for ${token}`,
      answer: hostile
        ? HOSTILE_HTML
        : `<p>The fixture answer for <strong>${token}</strong> cites two sources.</p>`,
      errorMessage: null,
      keyFacts: [
        {
          title: hostile ? HOSTILE_TEXT : 'Matching sources',
          type: 'count',
          unit: 'items',
          value: hostile ? HOSTILE_TEXT : '2',
        },
      ],
      sources: [0, 1, 2, 3].map((i) => ({
        contentId: String(7000 + i),
        contentType: 'statistic',
        displayTypeId: 1,
        isCharged: false,
        locale: 'english',
        releasedAt: isoDaysAgo(10),
        source: hostile ? HOSTILE_TEXT : 'Fixture Research Institute',
        text: hostile ? HOSTILE_HTML : `Source text ${i + 1}.`,
        title: hostile ? `${HOSTILE_TEXT} ${i + 1}` : `Source ${i + 1} for ${token}`,
        updatedAt: isoDaysAgo(9),
        url: hostile ? pick(HOSTILE_URLS, i) : `https://www.statista.com/statistics/${7000 + i}/`,
        graphicName: hostile ? pick(HOSTILE_IMAGES, i) : `statistic-${7000 + i}.png`,
        parentId: '',
        statisticType: 0,
        surveyPeriod: '2026',
        titleShort: hostile ? HOSTILE_TEXT : `Source ${i + 1}`,
      })),
    },
    metaInformation: {
      requestedAt: isoDaysAgo(1),
      answeredAt: isoDaysAgo(1),
      chainVersion: 'fixture-1',
      isResearchOwner: true,
    },
    usage_limits: [{ limit: 50, limitation_period: 'day', usage: 1 }],
  }
}

export function reportLinks(flavour: Flavour) {
  if (flavour === 'hostile')
    return { pdf: HOSTILE_URLS[0], ppt: HOSTILE_URLS[3], xls: HOSTILE_URLS[4] }
  return {
    pdf: 'https://www.statista.com/download/fixture.pdf',
    ppt: 'https://www.statista.com/download/fixture.pptx',
    xls: '',
  }
}

/** A body that parses as JSON but matches no schema of the interface. */
export const WRONG_SHAPE = { data: [{ name: 'not what the client expects' }], total: 'three' }

export const BAD_GATEWAY_HTML =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>The upstream server is unavailable.</p><script>window.__pwned="gateway"</script></body></html>'

/** The UUID of fixture indicator `n` (1-based). */
export function fixtureIndicatorId(n: number): string {
  return `6f1e2d3c-0000-4000-8000-${String(n).padStart(12, '0')}`
}
