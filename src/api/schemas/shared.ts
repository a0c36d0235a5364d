import { z } from '../zod'
import { countSchema, dateText } from './primitives'

/**
 * The nested objects content items share. Each is read on its own: a source without a title, a
 * region without name or code, is left out of its list rather than losing the item it belongs
 * to (see `someOf`).
 */

/** The readable members of a nested list; absent, null or unreadable members are left out. */
export function someOf<T extends z.ZodMiniType>(member: T) {
  return z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((values: unknown[] | null | undefined) =>
      (values ?? []).flatMap((value) => {
        const read = member.safeParse(value)
        return read.success ? [read.data as z.output<T>] : []
      }),
    ),
  )
}

export const sourceSchema = z.looseObject({
  title: z.string(),
  subtitle: z.nullish(z.string()),
})

/**
 * A place: market insights' `geolocations` (Region: code and name), studies' and statistics'
 * (id, name, code). Codes vary (`001`, `US`, `DEU`); either a name or a code makes it showable.
 */
export const regionSchema = z
  .looseObject({
    id: z.nullish(z.int()),
    name: z.nullish(z.string()),
    code: z.nullish(z.string()),
  })
  .check(z.refine((region) => !!(region.name || region.code), { message: 'no name or code' }))

export const coveredTimeFrameSchema = z.looseObject({
  start: z.nullish(dateText),
  end: z.nullish(dateText),
  display_text: z.nullish(z.string()),
})

export const industrySchema = z.looseObject({
  id: z.nullish(z.int()),
  name: z.string(),
})

export const teaserImageSchema = z.looseObject({
  width: z.nullish(countSchema),
  src: z.string(),
})

export type Source = z.infer<typeof sourceSchema>
export type Region = z.infer<typeof regionSchema>
/** Studies' and statistics' places: the same shape as a market insight's regions. */
export type Geolocation = Region
export type CoveredTimeFrame = z.infer<typeof coveredTimeFrameSchema>
export type Industry = z.infer<typeof industrySchema>
export type TeaserImage = z.infer<typeof teaserImageSchema>
