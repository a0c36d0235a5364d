import { z } from '../zod'

// What this server (not the service) says about spending: GET /api/usage and, for admins,
// GET /api/admin/usage (server/pipeline/usage-routes.ts).

const allowance = z.looseObject({ used: z.number(), limit: z.number() })

export const usageSchema = z.looseObject({
  user: z.string(),
  admin: z.boolean(),
  signedIn: z.boolean(),
  mode: z.string(),
  // Upstream calls today, the free searches included (DDS_USER_DAILY_CALLS).
  calls: allowance,
  credits: allowance,
  questions: allowance,
  team: allowance,
  resets_at: z.string(),
})
export type Usage = z.infer<typeof usageSchema>

/**
 * This server's refusal of a request reaching past the deepest result anyone may page to
 * (server/pipeline/limits/refusal.ts): the only limit that never resets. `limit` is that position.
 */
export const depthRefusalSchema = z.looseObject({
  limit: z.int().check(z.positive()),
  used: z.number(),
  resets_at: z.null(),
})

const userDaySchema = z.looseObject({
  user: z.string(),
  requests: z.number(),
  calls: z.number(),
  credits: z.number(),
  creditsByEndpoint: z.record(z.string(), z.number()),
  questions: z.number(),
  refused: z.record(z.string(), z.number()),
})

export const teamUsageSchema = z.looseObject({
  days: z.array(
    z.looseObject({ day: z.string(), credits: z.number(), users: z.array(userDaySchema) }),
  ),
  /** What each person may spend a day, and the team's credits. */
  limits: z.looseObject({
    calls: z.number(),
    credits: z.number(),
    questions: z.number(),
    teamCredits: z.number(),
  }),
})
export type TeamUsage = z.infer<typeof teamUsageSchema>
