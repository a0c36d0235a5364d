import * as z from 'zod'
import {
  dateTime,
  int32,
  RESEARCH_STATUSES,
  researchLocale,
  uint16,
  uint32,
  uri,
} from './provider-primitives'

/**
 * The research endpoints' answers (openapi.researchAI.yaml): the whole answer object, which
 * `ask` (202) and `answer` (200) both send, and the older `ask` answer with the token alone.
 */
const researchSource = z.looseObject({
  contentId: z.string(),
  contentType: z.string(),
  displayTypeId: uint32,
  graphicName: z.string().optional(),
  isCharged: z.boolean(),
  locale: researchLocale,
  parentId: z.string().optional(),
  releasedAt: dateTime,
  source: z.string(),
  statisticType: uint16.optional(),
  surveyPeriod: z.string().optional(),
  text: z.string(),
  title: z.string(),
  titleShort: z.string().optional(),
  updatedAt: dateTime,
  url: uri,
})
const researchToken = z.string().min(1)
export const researchAnswer = z.looseObject({
  request: z.looseObject({ question: z.string().min(1) }),
  researchToken,
  metaInformation: z.looseObject({
    answeredAt: dateTime.nullable(),
    chainVersion: z.string().nullable(),
    isResearchOwner: z.boolean(),
    requestedAt: dateTime,
  }),
  state: z.looseObject({
    status: z.enum(RESEARCH_STATUSES),
    isBlockedContent: z.boolean(),
    isError: z.boolean(),
    isHidden: z.boolean(),
    isLimitReached: z.boolean(),
    isPublic: z.boolean(),
    limitsReached: z.array(z.string()),
    qualityScore: z.number().nullable(),
  }),
  response: z.looseObject({
    answer: z.string().nullable(),
    errorMessage: z.string().nullable(),
    keyFacts: z
      .array(
        z.looseObject({ title: z.string(), type: z.string(), unit: z.string(), value: z.string() }),
      )
      .nullable(),
    sources: z.array(researchSource),
    title: z.string(),
  }),
  usage_limits: z.array(
    z.looseObject({ limit: int32.nullable(), limitation_period: z.string(), usage: int32 }),
  ),
})
/** The older description's answer to `ask`: the token alone. */
export const researchAccepted = z.looseObject({ researchToken })
