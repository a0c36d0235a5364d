import { z } from '../../api/zod'
import { createLocalStore, tolerantList, useLocalStore } from '../../lib/local-store'
import {
  cleanAudienceName,
  parseAudiences,
  formatAudiences,
  type Audience,
} from './audience-address'

/** Audiences the researcher named and kept in this browser, to pick for any table. */
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

// A stored entry passes the address's rules again (audiences.ts), so an old or hand-edited
// entry is cleaned the same way a link is, or dropped.
const savedAudienceSchema = z.pipe(
  z.object({
    id: z.string(),
    name: z.string(),
    answers: z.array(z.string()),
    savedAt: z.catch(z.string(), ''),
    sentence: z.catch(z.string().check(z.maxLength(2_000)), ''),
  }),
  z.transform((raw) => {
    const [audience] = parseAudiences(formatAudiences([raw])).audiences
    return audience
      ? { ...audience, id: raw.id, savedAt: raw.savedAt, sentence: raw.sentence }
      : undefined
  }),
)

const NONE: SavedAudience[] = []

const audienceStore = createLocalStore<SavedAudience[]>({
  name: 'saved-audiences',
  version: 1,
  schema: z.pipe(
    tolerantList(savedAudienceSchema),
    z.transform((list) => list.filter((a): a is SavedAudience => a !== undefined)),
  ),
  fallback: NONE,
  // Hundreds of audiences; none is dropped to make room (one that does not fit stays for this visit).
  maxChars: 200_000,
})

export const AUDIENCE_STORE_KEY = audienceStore.key

/** The saved audiences now (outside React). */
export const readSavedAudiences = (): SavedAudience[] => audienceStore.read()

/** The saved audiences: none while the server writes the page and while hydrating. */
export function useSavedAudiences(): SavedAudience[] {
  return useLocalStore(audienceStore)
}

/** Keeps `audience`; one of the same name is replaced (names are how the reader picks). */
export function saveAudience(audience: Audience, sentence: string): void {
  const name = cleanAudienceName(audience.name)
  if (!name || audience.answers.length === 0) return
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  audienceStore.write((list) => [
    { id, name, answers: [...audience.answers], savedAt: new Date().toISOString(), sentence },
    ...list.filter((a) => a.name.toLowerCase() !== name.toLowerCase()),
  ])
}

/** Renames an audience; says the name kept, or undefined when none was left (nothing changed). */
export function renameAudience(id: string, name: string): string | undefined {
  const clean = cleanAudienceName(name)
  if (!clean) return undefined
  audienceStore.write((list) => list.map((a) => (a.id === id ? { ...a, name: clean } : a)))
  return clean
}

export function deleteAudience(id: string): void {
  audienceStore.write((list) => list.filter((a) => a.id !== id))
}
