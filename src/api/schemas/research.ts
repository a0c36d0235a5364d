import { z } from '../zod'
import { dateText, readableItems } from './primitives'
import { someOf } from './shared'

export const RESEARCH_STATUSES = [
  'requested',
  'initialized',
  'content_retrieved',
  'moderated',
  'content_compressed',
  'answer_generated',
  'title_generated',
  'answer_rated',
  'key_facts_generated',
  'done',
] as const

export type ResearchStatus = (typeof RESEARCH_STATUSES)[number]

const KNOWN_STATUSES = new Set<string>(RESEARCH_STATUSES)

/** The status as a known value, or undefined for one this client has not heard of. */
export function knownResearchStatus(status: string): ResearchStatus | undefined {
  return KNOWN_STATUSES.has(status) ? (status as ResearchStatus) : undefined
}

export const researchStateSchema = z.looseObject({
  // Any string: a status added by the service must not break polling.
  status: z.string(),
  isError: z.nullish(z.boolean()),
  isBlockedContent: z.nullish(z.boolean()),
  isLimitReached: z.nullish(z.boolean()),
  isHidden: z.nullish(z.boolean()),
  isPublic: z.nullish(z.boolean()),
  limitsReached: someOf(z.string()),
  qualityScore: z.nullish(z.number()),
})

export const keyFactSchema = z.looseObject({
  title: z.string(),
  type: z.nullish(z.string()),
  unit: z.nullish(z.string()),
  value: z.string(),
})

export const researchSourceSchema = z.looseObject({
  contentId: z.nullish(z.string()),
  contentType: z.nullish(z.string()),
  displayTypeId: z.nullish(z.int()),
  isCharged: z.nullish(z.boolean()),
  locale: z.nullish(z.string()),
  releasedAt: z.nullish(dateText),
  source: z.nullish(z.string()),
  text: z.nullish(z.string()),
  title: z.nullish(z.string()),
  updatedAt: z.nullish(dateText),
  url: z.nullish(z.string()),
  graphicName: z.nullish(z.string()),
  parentId: z.nullish(z.string()),
  statisticType: z.nullish(z.int()),
  surveyPeriod: z.nullish(z.string()),
  titleShort: z.nullish(z.string()),
})

export const researchResponseSchema = z.pipe(
  z.looseObject({
    answer: z._default(z.nullable(z.string()), null),
    errorMessage: z._default(z.nullable(z.string()), null),
    // Null until the job has made them; a fact that cannot be read is left out.
    keyFacts: z._default(z.nullable(someOf(keyFactSchema)), null),
    title: z.nullish(z.string()),
    sources: readableItems(researchSourceSchema),
  }),
  z.transform(({ sources, ...rest }) => ({
    ...rest,
    sources: sources.items,
    unreadableSources: sources.unreadable,
  })),
)

export const researchAnswerSchema = z.looseObject({
  researchToken: z.string().check(z.minLength(1)),
  state: researchStateSchema,
  response: researchResponseSchema,
  request: z.optional(z.looseObject({ question: z.string() })),
  metaInformation: z.optional(
    z.looseObject({
      requestedAt: z.nullish(dateText),
      answeredAt: z.nullish(dateText),
      chainVersion: z.nullish(z.string()),
      isResearchOwner: z.nullish(z.boolean()),
    }),
  ),
  usage_limits: z.optional(
    z.array(
      z.looseObject({
        limit: z.nullish(z.number()),
        limitation_period: z.nullish(z.string()),
        usage: z.nullish(z.number()),
      }),
    ),
  ),
})

/** `ask` answers 200 with only the token (older form) or 202 with the full answer object. */
export const researchAskResponseSchema = z.extend(z.partial(researchAnswerSchema), {
  researchToken: z.string().check(z.minLength(1)),
})

export type ResearchState = z.infer<typeof researchStateSchema>
export type KeyFact = z.infer<typeof keyFactSchema>
export type ResearchSource = z.infer<typeof researchSourceSchema>
export type ResearchAnswer = z.infer<typeof researchAnswerSchema>
export type ResearchAskResponse = z.infer<typeof researchAskResponseSchema>
