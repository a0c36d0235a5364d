import { randomBytes } from 'node:crypto'
import type { Catalogue } from '../catalogue/types'
import type { ServiceApp } from '../http/env'
import { readApiKey } from '../http/keys'
import { badParam, clip, notFound } from '../http/problem'
import { endpointQuery } from '../http/query'
import { ENDPOINTS } from '../../../src/api/endpoints'
import { composeAnswer } from './compose'
import { viewJob, type Job, type JobOutcome } from './job'
import { JobStore } from './job-store'
import { DailyQuota, isBlocked } from './policy'

export const ASK_PATH = ENDPOINTS.researchAsk.path
export const ANSWER_PATH = ENDPOINTS.researchAnswer.path

export const MAX_QUESTION_LENGTH = 2000
/** Sources an answer cites at most. */
export const MAX_SOURCES = 6
/**
 * Jobs kept in memory; the oldest finished ones are forgotten first (see JobStore; their tokens
 * then answer 404). A job holds its question (at most 2,000 characters) and its composed answer,
 * about 2 KB for a refused question and 7 KB for an answered one, so 10,000 jobs stay under
 * 70 MB while a day's questions of every key (50 each) are kept many times over.
 */
export const MAX_JOBS = 10_000
const MAX_BODY_CHARS = 20_000

export interface ResearchDeps {
  catalogue: Catalogue
  now: () => Date
  /** Milliseconds each status step takes. */
  stepMs: number
}

export function registerResearchRoutes(
  app: ServiceApp,
  { catalogue, now, stepMs }: ResearchDeps,
): void {
  const jobs = new JobStore(MAX_JOBS, stepMs)
  const quota = new DailyQuota()

  const view = (job: Job, callerKey: string, at: Date) =>
    viewJob(job, {
      now: at,
      stepMs,
      allowance: { limit: quota.limit, usage: quota.usage(job.apiKey, at) },
      isOwner: callerKey === job.apiKey,
    })

  app.post(ASK_PATH, async (c) => {
    const question = await readQuestion(c.req.raw)
    const apiKey = readApiKey(c.req.raw.headers) ?? ''
    const at = now()
    let outcome: JobOutcome
    if (!quota.take(apiKey, at)) outcome = { kind: 'limit' }
    else if (isBlocked(question)) outcome = { kind: 'blocked' }
    else {
      const searchText = searchTextOf(question)
      const entries = catalogue.searchAll(searchText, { limit: MAX_SOURCES })
      // Statistics state figures; the best of them may rank below the first sources overall.
      const statistics = catalogue.searchAll(searchText, { limit: 12, types: ['statistics'] })
      outcome = { kind: 'answered', composed: composeAnswer(question, entries, statistics) }
    }
    const job: Job = { token: newToken(), question, requestedAt: at, apiKey, outcome }
    jobs.add(job, at)
    return c.json(view(job, apiKey, at), 202)
  })

  app.get(ANSWER_PATH, endpointQuery(ENDPOINTS.researchAnswer), (c) => {
    const token = c.req.valid('query').research_token
    const job = jobs.get(token)
    if (!job)
      throw notFound(`No research question has the token '${clip(token)}'; it may have expired.`)
    return c.json(view(job, readApiKey(c.req.raw.headers) ?? '', now()))
  })
}

/** Validates the ask request: JSON content type, a JSON object body, a non-empty `question`. */
async function readQuestion(req: Request): Promise<string> {
  const mediaType = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json')
    throw badParam(
      'content-type',
      'Send the question as JSON with the header Content-Type: application/json.',
    )
  const raw = await req.text()
  if (raw.length > MAX_BODY_CHARS)
    throw badParam(
      'body',
      `The request body is ${raw.length} characters long; at most ${MAX_BODY_CHARS} are allowed.`,
    )
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw badParam('body', 'The request body is not valid JSON; send {"question": "..."}.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badParam('body', 'The request body must be a JSON object: {"question": "..."}.')
  const question: unknown = (body as Record<string, unknown>).question
  if (typeof question !== 'string')
    throw badParam('question', "'question' is required and must be a string.")
  const trimmed = question.trim()
  if (!trimmed) throw badParam('question', "'question' is empty; ask a question in words.")
  if (trimmed.length > MAX_QUESTION_LENGTH)
    throw badParam(
      'question',
      `'question' is ${trimmed.length} characters long; at most ${MAX_QUESTION_LENGTH} are allowed.`,
    )
  // A copy: trimming can return a view into the parsed body, and a job kept for hours would
  // then hold up to 20,000 characters of padding for a question of a few words.
  return structuredClone(trimmed)
}

/**
 * The question's first distinct words: search cost grows with every term, and a long or
 * repetitive question says no more about its topic than its first few distinct words.
 */
export function searchTextOf(question: string, maxWords = 12): string {
  const distinct = new Set<string>()
  for (const word of question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    distinct.add(word)
    if (distinct.size === maxWords) break
  }
  return [...distinct].join(' ')
}

/** 192 random bits, URL-safe: unguessable, so a token is the only way to a job. */
function newToken(): string {
  return randomBytes(24).toString('base64url')
}
