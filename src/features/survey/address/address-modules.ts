import { deferredModule, type DeferredModule } from './deferred-module'

/**
 * The parts of the survey page that only some addresses show, each in a chunk of its own
 * (deferred-module.ts): a link to a plain table loads none of them.
 */
export const meanRowsModule = deferredModule(() => import('../table/mean-rows'))
export const netsModule = deferredModule(() => import('../panels/net-tables'))
export const questionCardsModule = deferredModule(() => import('../questions/question-card'))
export const tabBookEntriesModule = deferredModule(() => import('../tab-book/tab-book-entries'))
export const compareChoicesModule = deferredModule(() => import('../compare/compare-choices'))

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Each module, and whether an address field's value shows something of it. */
const MODULES: Record<
  'mean' | 'nets' | 'q' | 'book' | 'compare',
  { module: DeferredModule<unknown>; on: (value: unknown) => boolean }
> = {
  mean: { module: meanRowsModule, on: (value) => Number(value) === 1 },
  nets: { module: netsModule, on: filled },
  q: { module: questionCardsModule, on: filled },
  book: { module: tabBookEntriesModule, on: filled },
  compare: { module: compareChoicesModule, on: filled },
}

/** Whether the address shows something of module `name`: the rule its loading follows too. */
export function shows(name: keyof typeof MODULES, search: Record<string, unknown>): boolean {
  return MODULES[name].on(search[name])
}

/** Which of them the address shows something of; reads the validated search or the raw address alike. */
export function addressModules(search: Record<string, unknown>): (keyof typeof MODULES)[] {
  return (Object.keys(MODULES) as (keyof typeof MODULES)[]).filter((name) => shows(name, search))
}

/** Loads the code of what the address shows (the route's loader; survey-page.tsx). */
export function loadAddressModules(search: Record<string, unknown>): Promise<unknown> {
  return Promise.all(addressModules(search).map((name) => MODULES[name].module.load()))
}
