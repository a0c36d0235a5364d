import { z } from '../zod'
import { dateTimeString, listOf } from './primitives'

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
  isError: z.boolean().optional(),
  isBlockedContent: z.boolean().optional(),
  isLimitReached: z.boolean().optional(),
  isHidden: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  limitsReached: listOf(z.string()),
  qualityScore: z.number().nullish(),
})

export const keyFactSchema = z.looseObject({
  title: z.string(),
  type: z.string().nullish(),
  unit: z.string().nullish(),
  value: z.string(),
})

export const researchSourceSchema = z.looseObject({
  contentId: z.string().nullish(),
  contentType: z.string().nullish(),
  displayTypeId: z.number().int().nullish(),
  isCharged: z.boolean().nullish(),
  locale: z.string().nullish(),
  releasedAt: dateTimeString.nullish(),
  source: z.string().nullish(),
  text: z.string().nullish(),
  title: z.string().nullish(),
  updatedAt: dateTimeString.nullish(),
  url: z.string().nullish(),
  graphicName: z.string().nullish(),
  parentId: z.string().nullish(),
  statisticType: z.number().int().nullish(),
  surveyPeriod: z.string().nullish(),
  titleShort: z.string().nullish(),
})

export const researchResponseSchema = z.looseObject({
  answer: z.string().nullable().default(null),
  errorMessage: z.string().nullable().default(null),
  keyFacts: z.array(keyFactSchema).nullable().default(null),
  title: z.string().nullish(),
  sources: listOf(researchSourceSchema),
})

export const researchAnswerSchema = z.looseObject({
  researchToken: z.string().min(1),
  state: researchStateSchema,
  response: researchResponseSchema,
  request: z.looseObject({ question: z.string() }).optional(),
  metaInformation: z
    .looseObject({
      requestedAt: dateTimeString.nullish(),
      answeredAt: dateTimeString.nullish(),
      chainVersion: z.string().nullish(),
      isResearchOwner: z.boolean().nullish(),
    })
    .optional(),
  usage_limits: z
    .array(
      z.looseObject({
        limit: z.number().nullish(),
        limitation_period: z.string().nullish(),
        usage: z.number().nullish(),
      }),
    )
    .optional(),
})

/** `ask` answers 200 with only the token (older form) or 202 with the full answer object. */
export const researchAskResponseSchema = researchAnswerSchema.partial().extend({
  researchToken: z.string().min(1),
})

export const researchAskRequestSchema = z.object({
  question: z.string().trim().min(1),
})

export type ResearchState = z.infer<typeof researchStateSchema>
export type KeyFact = z.infer<typeof keyFactSchema>
export type ResearchSource = z.infer<typeof researchSourceSchema>
export type ResearchAnswer = z.infer<typeof researchAnswerSchema>
export type ResearchAskResponse = z.infer<typeof researchAskResponseSchema>
export type ResearchAskRequest = z.infer<typeof researchAskRequestSchema>
