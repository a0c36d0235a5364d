import { useQuery } from '@tanstack/react-query'
import { z } from '../../../api/zod'
import type { WorkspaceItem } from '../../../api/schemas/workspace'
import { workspaceItemsQuery } from '../../../api/workspace-queries'
import { m } from '../../../paraglide/messages.js'
import {
  cleanAudienceName,
  parseAudiences,
  formatAudiences,
  type Audience,
} from '../address/audience-address'

/**
 * Audiences the researcher named and kept with the account (the workspace's `audience` items,
 * docs/workspace-api.md), to pick for any table.
 */
export interface SavedAudience extends Audience {
  id: string
  savedAt: string
  /**
   * The answers in words as they were named when saved: the picker shows it for audiences
   * whose questions this page has not named (naming them costs a data table each). Never
   * used to name an answer in a table.
   */
  sentence: string
}

// A kept entry passes the address's rules again (audiences.ts), so an old or hand-edited
// entry is cleaned the same way a link is, or dropped.
const savedAudienceSchema = z.object({
  name: z.string(),
  answers: z.array(z.string()),
  savedAt: z.catch(z.string(), ''),
  sentence: z.catch(z.string().check(z.maxLength(2_000)), ''),
})

/** An audience item as the picker reads it, or undefined when it does not pass the rules. */
export function savedAudienceOf(item: { id: string; data?: unknown }): SavedAudience | undefined {
  const raw = savedAudienceSchema.safeParse(item.data)
  if (!raw.success) return undefined
  const [audience] = parseAudiences(formatAudiences([raw.data])).audiences
  return audience
    ? { ...audience, id: item.id, savedAt: raw.data.savedAt, sentence: raw.data.sentence }
    : undefined
}

const NONE: SavedAudience[] = []
const toAudiences = (items: WorkspaceItem[]) => items.flatMap((i) => savedAudienceOf(i) ?? NONE)

/** The saved audiences: none while the server writes the page and while hydrating. */
export function useSavedAudiences(): SavedAudience[] {
  return useQuery({ ...workspaceItemsQuery('audience'), select: toAudiences }).data ?? NONE
}

const writes = () => import('../../../api/workspace-writes')
const listed = () => import('../../../api/workspace-client').then((c) => c.workspaceClient())

/** Keeps `audience`; one of the same name is replaced (names are how the reader picks). */
export function saveAudience(audience: Audience, sentence: string): void {
  const name = cleanAudienceName(audience.name)
  if (!name || audience.answers.length === 0) return
  const data = { name, answers: [...audience.answers], savedAt: new Date().toISOString(), sentence }
  void Promise.all([writes(), listed()]).then(([w, client]) => {
    const items = client.getQueryData(workspaceItemsQuery('audience').queryKey) ?? []
    const same = items.find((i) => savedAudienceOf(i)?.name.toLowerCase() === name.toLowerCase())
    if (same) w.updateItem('audience', same.id, () => data, m.survey_audience_what({ name }))
    else w.createItem('audience', data, { what: m.survey_audience_what({ name }) })
  })
}

/** Renames an audience; says the name kept, or undefined when none was left (nothing changed). */
export function renameAudience(id: string, name: string): string | undefined {
  const clean = cleanAudienceName(name)
  if (!clean) return undefined
  void writes().then((w) =>
    w.updateItem(
      'audience',
      id,
      (data) => ({ ...(data as object), name: clean }),
      m.survey_saved_what_renaming({ name: clean }),
    ),
  )
  return clean
}

export function deleteAudience(id: string): void {
  void writes().then((w) => w.deleteItem('audience', id, m.survey_audience_what_deleting()))
}
