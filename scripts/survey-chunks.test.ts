import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { surveyChunkGroups } from './survey-chunks'

// A made-up app on disk (the groups read the survey's sources for the messages they call) and
// its module graph as Rolldown shows it while chunking.
const root = mkdtempSync(path.join(tmpdir(), 'survey-chunks-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const file = (relative: string, source = '') => {
  const id = path.join(root, relative)
  mkdirSync(path.dirname(id), { recursive: true })
  writeFileSync(id, source)
  return id
}
const entry = file('src/main.tsx')
const startApp = file('src/start-app.tsx')
const surveyRoute = `${file('src/routes/survey.tsx')}?tsr-split=component`
const otherPage = `${file('src/routes/collections.tsx')}?tsr-split=component`
const report = `${file('src/routes/collections_.$id_.report.tsx')}?tsr-split=component`
const page = file('src/features/survey/survey-page.tsx', 'm.survey_title(); m.banner_add()')
const address = file('src/features/survey/address/search-params.ts', 'm.survey_year()')
const grid = file('src/features/survey/table/result-grid.tsx', 'm.survey_total()')
const shared = file('src/features/survey/model/pooled-countries.ts', 'm.survey_pooled()')
const panel = file('src/features/survey/panels/nets-panel.tsx', 'm.survey_nets(); m.tabbook_add()')
const queries = file('node_modules/@tanstack/react-query/build/modern/useQueries.js')
const react = file('node_modules/react/index.js')
const word = (key: string) => file(`src/paraglide/messages/${key}.js`)
const words = [
  'survey_title',
  'banner_add',
  'survey_year',
  'survey_total',
  'survey_pooled',
  'survey_nets',
  'tabbook_add',
].map(word)
const messages = file('src/paraglide/messages.js')

const imports: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [entry]: { importedIds: [], dynamicallyImportedIds: [startApp] },
  [startApp]: {
    importedIds: [react, address, messages],
    dynamicallyImportedIds: [surveyRoute, otherPage, report],
  },
  [surveyRoute]: { importedIds: [page], dynamicallyImportedIds: [] },
  [page]: {
    importedIds: [react, address, grid, shared, queries, messages],
    dynamicallyImportedIds: [panel],
  },
  [grid]: { importedIds: [react, messages], dynamicallyImportedIds: [] },
  [otherPage]: { importedIds: [react, shared, queries], dynamicallyImportedIds: [] },
  [report]: { importedIds: [grid], dynamicallyImportedIds: [] },
  [panel]: { importedIds: [react, grid, messages], dynamicallyImportedIds: [] },
  [messages]: { importedIds: words, dynamicallyImportedIds: [] },
}
for (const id of [address, shared, queries, react, ...words])
  imports[id] = { importedIds: [], dynamicallyImportedIds: [] }
const graph = { getModuleInfo: (id: string) => imports[id] ?? null }

const [survey, later] = surveyChunkGroups(root)
/** The chunk a group puts a module in, or undefined where the group leaves it. */
const chunkOf = (group: typeof survey, id: string) =>
  group!.test(id) ? (group!.name(id, graph) ?? undefined) : undefined

describe('the survey chunk groups', () => {
  it("take the survey's first view: its page, its grid and the shared modules only it shows", () => {
    expect(chunkOf(survey, surveyRoute)).toBe('survey')
    expect(chunkOf(survey, page)).toBe('survey')
    // A collection report draws survey tables with the grid: it may load the survey's chunk.
    expect(chunkOf(survey, grid)).toBe('survey')
  })

  it('leave out what the app start or another page loads at once, and what loads later', () => {
    expect(chunkOf(survey, address)).toBeUndefined()
    expect(chunkOf(survey, shared)).toBeUndefined()
    expect(chunkOf(survey, queries)).toBeUndefined()
    expect(chunkOf(survey, panel)).toBeUndefined()
    expect(chunkOf(survey, react)).toBeUndefined()
  })

  it('put the words of the first view with it, and the later words in a chunk of their own', () => {
    expect(chunkOf(survey, word('survey_title'))).toBe('survey')
    expect(chunkOf(survey, word('banner_add'))).toBe('survey')
    expect(chunkOf(survey, word('survey_total'))).toBe('survey')
    expect(chunkOf(later, word('survey_nets'))).toBe('survey-words')
    expect(chunkOf(later, word('tabbook_add'))).toBe('survey-words')
    expect(chunkOf(later, word('survey_title'))).toBeUndefined()
  })

  it('leave the words of modules other pages load where those pages load them', () => {
    for (const key of ['survey_year', 'survey_pooled']) {
      expect(chunkOf(survey, word(key))).toBeUndefined()
      expect(chunkOf(later, word(key))).toBeUndefined()
    }
  })

  it('fail the build when the graph lacks the app start', () => {
    const empty = { getModuleInfo: () => null }
    expect(() => survey!.name(page, empty)).toThrow(/no app start/)
  })
})
