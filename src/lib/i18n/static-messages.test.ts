import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { i18nStaticMessages } from '../../../scripts/i18n-runtime'
import { LOCALES } from './reader-locale'

/**
 * A language's build replaces each compiled message's wrapper by that language's function
 * (scripts/i18n-runtime.ts). These run the rewritten modules as a build would load them.
 */
const messagesDir = path.resolve('src/paraglide/messages')
const moduleIds = readdirSync(messagesDir)
  .filter((name) => name.endsWith('.js') && name !== '_index.js')
  .map((name) => path.join(messagesDir, name))

type Transform = (code: string, id: string) => { code: string } | null
const transformFor = (locale: string): Transform => {
  const plugin = i18nStaticMessages(locale)
  return (plugin.transform as Transform).bind(plugin)
}

const scratch = mkdtempSync(path.join(tmpdir(), 'dds-static-messages-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The rewritten module beside the compiled registry, with a runtime that would pick English. */
async function loadRewritten(locale: string, key: string) {
  const dir = path.join(scratch, locale)
  mkdirSync(path.join(dir, 'messages'), { recursive: true })
  copyFileSync(path.resolve('src/paraglide/registry.js'), path.join(dir, 'registry.js'))
  writeFileSync(
    path.join(dir, 'runtime.js'),
    'export const experimentalStaticLocale = undefined\nexport const getLocale = () => "en"\n',
  )
  const id = path.join(messagesDir, `${key}.js`)
  const out = transformFor(locale)(readFileSync(id, 'utf8'), id)
  const file = path.join(dir, 'messages', `${key}.js`)
  writeFileSync(file, out!.code)
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<
    string,
    (inputs?: object, options?: object) => string
  >
}

describe('one language per build', () => {
  it('rewrites every compiled message, in every language', () => {
    for (const locale of LOCALES) {
      const transform = transformFor(locale)
      for (const id of moduleIds) {
        const out = transform(readFileSync(id, 'utf8'), id)
        const key = path.basename(id, '.js')
        expect(out?.code).toContain(`export const ${key} = ${locale}_${key};`)
        expect(out?.code).not.toContain('experimentalStaticLocale ??')
      }
    }
  })

  it("answers in the build's language, plurals included, whatever the call asks", async () => {
    const de = await loadRewritten('de', 'spend_credits')
    expect(de.spend_credits!({ count: 1, credits: 1 })).toBe('1 Credit')
    expect(de.spend_credits!({ count: 5, credits: 5 }, { locale: 'en' })).toBe('5 Credits')
    const en = await loadRewritten('en', 'spend_credits')
    expect(en.spend_credits!({ count: 1, credits: 1 })).toBe('1 credit')
  })

  it('leaves other modules alone and refuses a message it cannot read', () => {
    const transform = transformFor('de')
    expect(transform('export const x = 1', '/app/src/lib/format.ts')).toBeNull()
    const id = path.join(messagesDir, 'odd.js')
    expect(() => transform('export const odd = () => "odd"', id)).toThrow(/shape changed/)
  })
})
