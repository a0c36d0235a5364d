import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The keys of the messages a source file calls (`m.<key>(`), those with a given prefix if named.
 * Paraglide compiles each message to a module of its own (src/paraglide/messages/<key>.js), and
 * every module reaches all of them through the `m` namespace, so the import graph cannot say
 * which a module uses: its source can.
 */
export function messagesCalledIn(file: string, prefixes?: readonly string[]): string[] {
  if (!existsSync(file)) return []
  const key = prefixes ? `(?:${prefixes.join('|')})_\\w+` : '\\w+'
  const call = new RegExp(`\\bm\\.(${key})\\(`, 'g')
  return [...readFileSync(file, 'utf8').matchAll(call)].map(([, key]) => key!)
}

/** What Rolldown lets a group's `name` function see of the module graph while it chunks. */
interface ChunkGraph {
  getModuleInfo(id: string): {
    readonly importedIds: readonly string[]
    readonly dynamicallyImportedIds: readonly string[]
  } | null
}

/** What the survey's first view needs beyond what every page loads, worked out from the graph. */
interface SurveyFirstView {
  readonly modules: ReadonlySet<string>
  readonly words: ReadonlySet<string>
  readonly wordsElsewhere: ReadonlySet<string>
}

/** Only /survey uses messages with these prefixes. */
const SURVEY_PREFIXES = ['survey', 'banner', 'tabbook'] as const
const SURVEY_MESSAGE =
  /[\\/]src[\\/]paraglide[\\/]messages[\\/]((?:survey|banner|tabbook)_\w+)\.js$/
/** Shared modules that only the survey's first view uses, beside the survey's own folder. */
const SURVEY_EXTRAS =
  /node_modules[\\/]@tanstack[\\/].*[\\/](queriesObserver|useQueries)\.js$|[\\/]src[\\/](api[\\/]schemas[\\/]survey\.ts|components[\\/](near-viewport|spend-buttons)\.tsx)$/

/**
 * A page that draws survey tables with the survey's own modules (a collection's report): it
 * loads the survey's chunk rather than have those modules cut out of it. Cut out, they cost
 * /survey 3 KiB gzip in six chunks of their own.
 */
const SURVEY_TABLE_PAGE = /[\\/]src[\\/]routes[\\/]collections_\.\$id_\.report\.tsx\?/
/** A page's component, as the router's code splitting names it. */
const PAGE_COMPONENT = /[\\/]src[\\/]routes[\\/].*\?tsr-split=component$/

/**
 * Every module the given modules import, directly or through others, themselves included:
 * static imports only (what loads with them), or dynamic ones too (what can ever load).
 */
function reach(graph: ChunkGraph, from: Iterable<string>, dynamic = false): Set<string> {
  const seen = new Set<string>()
  const todo = [...from]
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) throw new Error(`survey chunks: the build has no module ${id}`)
    todo.push(...info.importedIds)
    if (dynamic) todo.push(...info.dynamicallyImportedIds)
  }
  return seen
}

/**
 * The survey's two chunk groups for the client build's `codeSplitting.groups`.
 *
 * `survey`: what /survey shows for any table, as one chunk (split by the router and the lazy
 * panels it came in a dozen, each with its own imports and exports and each compressed alone).
 * Its members are not listed: they are the modules the survey route's component imports
 * statically, directly or not, that the app's start does not (those load on every page), from the
 * survey's folder and the few shared modules only the survey shows. A module a lazy panel, view or
 * export imports is left out and loads when used; a new module lands on the side its imports put
 * it. With them go the messages those modules call.
 *
 * `survey-words`: the survey's other messages, which only the panels and exports loaded later
 * call, in one chunk they load. Left to themselves, those shared by several panels went to chunks
 * importing a namespace of the route's chunk that was not yet defined, and /survey, / and
 * /collections failed at start; in the first group they added about 15 KiB gzip to /survey's
 * first load. Messages the app's start calls stay with it: in either group, every page would load
 * that group.
 */
export function surveyChunkGroups(root: string) {
  const entry = path.join(root, 'src', 'main.tsx')
  const component = `${path.join(root, 'src', 'routes', 'survey.tsx')}?tsr-split=component`
  const surveyDir = path.join(root, 'src', 'features', 'survey') + path.sep
  const ownModule = (id: string) => id.startsWith(surveyDir) && !id.includes('?')
  const wordsIn = (ids: Iterable<string>) =>
    new Set([...ids].filter(ownModule).flatMap((id) => messagesCalledIn(id, SURVEY_PREFIXES)))

  // Rolldown hands the same module objects to every call of one chunking pass: worked out once.
  const passes = new WeakMap<object, SurveyFirstView>()
  const firstView = (graph: ChunkGraph): SurveyFirstView => {
    const key = graph.getModuleInfo(entry)
    if (!key) throw new Error(`survey chunks: the build has no app start ${entry}`)
    const known = passes.get(key)
    if (known) return known
    const route = reach(graph, [component])
    const surveys = (id: string) => ownModule(id) || id === component || SURVEY_EXTRAS.test(id)
    // What other pages load at once: the app's start (the entry and the app it imports after the
    // first paint) and every other page's component. A survey module among them would bring the
    // whole chunk along. What other pages load later (a collection report's survey figures) may
    // take the chunk with it.
    const start = graph.getModuleInfo(entry)!.dynamicallyImportedIds
    const pages = [...reach(graph, [entry], true)].filter(
      (id) => PAGE_COMPONENT.test(id) && id !== component && !SURVEY_TABLE_PAGE.test(id),
    )
    const elsewhere = reach(graph, [entry, ...start, ...pages])
    const modules = new Set([...route].filter((id) => surveys(id) && !elsewhere.has(id)))
    if (process.env.DDS_CHUNKS_DEBUG)
      for (const id of route) if (surveys(id) && elsewhere.has(id)) console.log('shared', id)
    // Words the rest of the app calls stay out of both groups, for the same reason.
    const wordsElsewhere = wordsIn(elsewhere)
    const words = new Set([...wordsIn(modules)].filter((word) => !wordsElsewhere.has(word)))
    const view = { modules, words, wordsElsewhere }
    passes.set(key, view)
    return view
  }
  const wordOf = (id: string) => SURVEY_MESSAGE.exec(id)?.[1]

  return [
    {
      debugName: 'survey',
      test: (id: string) =>
        id.startsWith(surveyDir) || id === component || SURVEY_EXTRAS.test(id) || !!wordOf(id),
      name: (id: string, graph: ChunkGraph) => {
        const view = firstView(graph)
        const word = wordOf(id)
        return (word ? view.words.has(word) : view.modules.has(id)) ? 'survey' : null
      },
      priority: 5,
      // Their dependencies shared with every page (the survey search schema the route reads,
      // formats, the store) stay where they are.
      includeDependenciesRecursively: false,
    },
    {
      debugName: 'survey-words',
      test: (id: string) => !!wordOf(id),
      name: (id: string, graph: ChunkGraph) => {
        const view = firstView(graph)
        const word = wordOf(id)!
        return view.words.has(word) || view.wordsElsewhere.has(word) ? null : 'survey-words'
      },
      priority: 4,
      includeDependenciesRecursively: false,
    },
  ]
}
