import { z } from '../zod'
import { countSchema, dateTimeString } from './primitives'

export const sourceSchema = z.looseObject({
  title: z.string(),
  subtitle: z.nullish(z.string()),
})

/** Market insight `geolocations`; code formats vary (`001`, `US`, `DEU`). */
export const regionSchema = z.looseObject({
  id: z.nullish(z.int()),
  name: z.nullish(z.string()),
  code: z.string(),
})

/** Studies and statistics `geolocations`. */
export const geolocationSchema = z.looseObject({
  id: z.nullish(z.int()),
  name: z.nullish(z.string()),
  code: z.nullish(z.string()),
})

export const coveredTimeFrameSchema = z.looseObject({
  start: dateTimeString,
  end: dateTimeString,
  display_text: z.nullish(z.string()),
})

export const industrySchema = z.looseObject({
  id: z.nullish(z.int()),
  name: z.nullish(z.string()),
})

export const teaserImageSchema = z.looseObject({
  width: z.nullish(countSchema),
  src: z.string(),
})

export type Source = z.infer<typeof sourceSchema>
export type Region = z.infer<typeof regionSchema>
export type Geolocation = z.infer<typeof geolocationSchema>
export type CoveredTimeFrame = z.infer<typeof coveredTimeFrameSchema>
export type Industry = z.infer<typeof industrySchema>
export type TeaserImage = z.infer<typeof teaserImageSchema>
