import { z } from '../zod'

// An absent format is sent as an empty string (or occasionally null): both mean "not offered".
const optionalLink = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value ?? ''),
)

export const reportLinksSchema = z.looseObject({
  pdf: optionalLink,
  ppt: optionalLink,
  xls: optionalLink,
})

export type ReportLinks = z.infer<typeof reportLinksSchema>
