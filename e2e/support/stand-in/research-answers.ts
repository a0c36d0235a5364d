import { randomBytes } from 'node:crypto'
import { SMARTPHONE_REVENUE } from './content-data'
import { dateTime, LEAP_SECOND } from './dates'
import { badRequest, notFound, type StandInRequest, type Variant } from './model'

/**
 * Research jobs (legacy): `ask` answers 202 with the whole answer object in `requested`; each
 * poll moves the job on, so it is done at the third: `answer_generated` (answer, title and
 * sources), `key_facts_generated`, then `done`. Moving by polls rather than by time keeps a
 * journey independent of the machine's speed.
 */
export const POLL_STATUSES = ['answer_generated', 'key_facts_generated', 'done'] as const

interface Job {
  token: string
  question: string
  requestedAt: Date
  polls: number
}

const DAILY_LIMIT = 50

export function createResearch(now: () => Date) {
  const jobs = new Map<string, Job>()
  let asked = 0

  function ask(req: StandInRequest): { status: number; json: unknown } {
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/json') throw badRequest('send the question as application/json')
    let body: unknown
    try {
      body = JSON.parse(req.body)
    } catch {
      throw badRequest('the body is not valid JSON')
    }
    const question = (body as { question?: unknown } | null)?.question
    if (typeof question !== 'string' || question.trim() === '')
      throw badRequest('question is required')
    const job: Job = {
      token: randomBytes(18).toString('base64url'),
      question: question.trim(),
      requestedAt: now(),
      polls: 0,
    }
    jobs.set(job.token, job)
    asked += 1
    return { status: 202, json: view(job, req.variant, asked) }
  }

  function answer(req: StandInRequest): unknown {
    const token = req.query.get('research_token')?.trim() ?? ''
    if (token === '') throw badRequest('research_token is required')
    const job = jobs.get(token)
    if (!job) throw notFound('unknown research token')
    job.polls += 1
    return view(job, req.variant, asked)
  }

  return { ask, answer }
}

function view(job: Job, variant: Variant, usage: number) {
  const status =
    job.polls === 0 ? 'requested' : (POLL_STATUSES[Math.min(job.polls, 3) - 1] ?? 'done')
  const answered = status !== 'requested'
  const done = status === 'done'
  const full = variant === 'full'
  // `minimal` keeps key facts null until done; `full` has them from their own step on.
  const facts = done || (full && status === 'key_facts_generated')
  const title = job.question.replace(/[?!.\s]+$/, '')
  const revenue = SMARTPHONE_REVENUE.points.at(-1)
  return {
    request: { question: job.question },
    researchToken: job.token,
    metaInformation: {
      answeredAt: done ? dateTime(new Date(job.requestedAt.getTime() + 3000), variant) : null,
      chainVersion: full ? 'research-chain-2.4' : null,
      isResearchOwner: true,
      requestedAt: dateTime(job.requestedAt, variant),
    },
    state: {
      status,
      isBlockedContent: false,
      isError: false,
      isHidden: false,
      isLimitReached: false,
      isPublic: false,
      limitsReached: [],
      qualityScore: full && done ? 0.87 : null,
    },
    response: {
      answer: answered
        ? `Smartphone revenue worldwide reached ${revenue?.value} billion U.S. dollars in ${revenue?.name} [1]. Streaming services were used by most adults in Germany [2].`
        : null,
      errorMessage: null,
      keyFacts: facts
        ? [
            {
              title: 'Smartphone revenue',
              type: 'number',
              unit: 'billion U.S. dollars',
              value: String(revenue?.value),
            },
            { title: 'Netflix users in Germany', type: 'percentage', unit: '%', value: '41' },
          ]
        : null,
      sources: answered ? sources(variant) : [],
      title: answered ? title : '',
    },
    usage_limits: [{ limit: full ? DAILY_LIMIT : null, limitation_period: 'day', usage }],
  }
}

function sources(variant: Variant) {
  const full = variant === 'full'
  const at = (text: string) => (full ? text : text.toLowerCase())
  const required = [
    {
      contentId: '1000001',
      contentType: 'statistic',
      displayTypeId: 1,
      isCharged: false,
      locale: 'english',
      releasedAt: at('2025-01-20T09:00:00Z'),
      source: 'Statista Market Insights',
      text: 'Smartphone revenue worldwide from 2020 to 2024.',
      title: 'Smartphone revenue worldwide 2020-2024',
      updatedAt: at('2025-02-01T09:00:00Z'),
      url: 'https://www.statista.com/statistics/1000001/smartphone-revenue-worldwide/',
    },
    {
      contentId: '1000002',
      contentType: 'statistic',
      displayTypeId: 1,
      isCharged: true,
      locale: 'german',
      // The last leap second: a valid RFC 3339 date-time that Date.parse refuses.
      releasedAt: full ? '2016-12-31T23:59:59Z' : LEAP_SECOND,
      source: 'Statista Consumer Insights',
      text: 'Share of adults using video streaming services in Germany.',
      title: 'Video streaming services in Germany',
      updatedAt: at('2024-11-05T14:30:00Z'),
      url: 'https://de.statista.com/statistik/daten/studie/1000002/umfrage/streaming/',
    },
  ]
  if (!full) return required
  return required.map((source, i) => ({
    ...source,
    graphicName: `graphic-${source.contentId}`,
    parentId: String(50001 + i),
    statisticType: 1,
    surveyPeriod: '2024',
    titleShort: source.title.split(' ').slice(0, 3).join(' '),
  }))
}
