import { spawn } from 'node:child_process'
import type http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_VIEW_PATHS, renderFirstView } from '../../src/server-render/entry-server'
import { createAppServer } from '../pipeline/app-server'
import { createAuth } from '../pipeline/auth/auth'
import { cookieFrom, send } from '../pipeline/auth/testing-http'
import { createMemoryStore } from '../store/memory-store'
import { openWorkspaceDatabase, type DatabaseSettings } from './database'
import { createRepository } from './repository'
import { createWorkspaceRoutes } from './routes'
import { startPostgresServer, type PostgresServer } from './testing-postgres'
import { writeShells } from '../testing/built-shells'

/**
 * The interface language kept with the account (issue 33): the production server with
 * DDS_AUTH=password, the real renderer and the workspace on a real store writes a page in the
 * language the account chose when this browser has no cookie of its own. The sign-in page is
 * the page read: the server writes it for everyone, and it asks the service nothing.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const PASSWORD = 'correct horse battery staple'
const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-account-locale-'))
const dist = path.join(dir, 'dist')
const usersFile = path.join(dir, 'users.json')
mkdirSync(dist)
writeShells(
  dist,
  '<!doctype html><html lang="en"><head><title>DDS Explorer</title></head><body><div id="root"></div></body></html>',
  (page, locale) => page.replace('</body>', `<!-- shell of the ${locale} build --></body>`),
)

let postgres: PostgresServer | undefined

function addUser(name: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/users.ts', 'add', name, '--password-stdin'],
      { cwd: ROOT, env: { ...process.env, DDS_USERS_FILE: usersFile } },
    )
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(err))))
    child.stdin.end(`${PASSWORD}\n`)
  })
}

beforeAll(async () => {
  postgres = await startPostgresServer()
  for (const name of ['alice', 'bob']) await addUser(name)
}, 60_000)

afterAll(async () => {
  await postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const backends: [string, () => Promise<DatabaseSettings>][] = [
  ['the embedded database', async () => ({ dataDir: mkdtempSync(path.join(dir, 'data-')) })],
  [
    'PostgreSQL (DDS_DATABASE_URL)',
    async () => ({ url: await postgres!.createDatabase(), dataDir: 'unused' }),
  ],
]

describe.each(backends)('the language kept with the account, on %s', (_name, settingsFor) => {
  let server: http.Server
  let close: () => Promise<void>
  let port = 0
  let origin = ''

  beforeAll(async () => {
    const store = createMemoryStore()
    const database = await openWorkspaceDatabase(await settingsFor())
    const auth = createAuth({ mode: 'password', store, usersFile })
    server = createAppServer({
      distDir: dist,
      // No service is asked: the sign-in page is written from the app alone.
      upstream: { kind: 'remote', baseUrl: 'http://127.0.0.1:9', apiKey: 'locale-key' },
      auth,
      firstView: { paths: FIRST_VIEW_PATHS, render: renderFirstView },
      workspace: createWorkspaceRoutes({ repository: createRepository(database.db), auth }),
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    origin = `http://127.0.0.1:${port}`
    close = async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await database.close()
    }
  })
  afterAll(async () => {
    await close?.()
  })

  const signIn = async (user: string) => {
    const res = await send(port, {
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ username: user, password: PASSWORD }).toString(),
    })
    expect(res.status).toBe(303)
    return cookieFrom(res, 'dds_session')!.pair
  }

  /** The language a page is written in, for a browser with these cookies and languages. */
  const pageLanguage = async (
    cookie: string | undefined,
    acceptLanguage: string,
    page = '/sign-in',
  ) => {
    const res = await send(port, {
      method: 'GET',
      path: page,
      headers: { 'accept-language': acceptLanguage, ...(cookie ? { cookie } : {}) },
    })
    expect(res.status).toBe(200)
    const lang = /<html lang="(\w+)" data-locale="\w+"/.exec(res.body)?.[1]
    expect(res.headers['content-language']).toBe(lang)
    return { lang, title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '' }
  }

  const savePreferences = (cookie: string, version: number, data: unknown) =>
    send(port, {
      method: 'PUT',
      path: '/api/workspace/preferences',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ version, data }),
    })

  it('writes the page in the account’s language on a browser without the cookie', async () => {
    const alice = await signIn('alice')
    // Before any choice: the browser's languages decide.
    expect((await pageLanguage(alice, 'en-GB,en;q=0.9')).lang).toBe('en')

    // The switch on one browser keeps German with the account, beside the citation style.
    const saved = await savePreferences(alice, 0, {
      citation: { style: 'apa', language: 'en' },
      locale: 'de',
    })
    expect(saved.status).toBe(200)

    // A sign-in on another browser, English by its languages and without the cookie: German.
    const otherBrowser = await signIn('alice')
    const written = await pageLanguage(otherBrowser, 'en-GB,en;q=0.9')
    expect(written.lang).toBe('de')
    expect(written.title).toMatch(/Anmelden/)
    // A page this server does not write (the plain shell, which the app renders) is German too:
    // it is the German build's shell, and the app starts in the language it is marked with.
    const plain = await send(port, {
      method: 'GET',
      path: '/collections',
      headers: { 'accept-language': 'en-GB,en;q=0.9', cookie: otherBrowser },
    })
    expect(plain.status).toBe(200)
    expect(plain.body).toContain('<html lang="de" data-locale="de"')
    expect(plain.body).toContain('shell of the de build')
  })

  it('keeps this browser’s own switch first, and the browser’s languages for everyone else', async () => {
    const alice = await signIn('alice')
    expect((await pageLanguage(`${alice}; dds-locale=en`, 'de-DE')).lang).toBe('en')

    // Bob chose nothing: his browser's languages decide, either way.
    const bob = await signIn('bob')
    expect((await pageLanguage(bob, 'de-AT,de;q=0.9')).lang).toBe('de')
    expect((await pageLanguage(bob, 'en-US')).lang).toBe('en')

    // Signed out, nobody's account decides.
    expect((await pageLanguage(undefined, 'en-US')).lang).toBe('en')
  })

  it('refuses a language the interface does not speak, and keeps the one saved', async () => {
    const alice = await signIn('alice')
    const refused = await savePreferences(alice, 1, { locale: 'fr' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatch(/locale/)
    expect((await pageLanguage(alice, 'en')).lang).toBe('de')

    // Switched back to English with the account: English on a German browser without the cookie.
    expect((await savePreferences(alice, 1, { locale: 'en' })).status).toBe(200)
    expect((await pageLanguage(alice, 'de')).lang).toBe('en')
  })
})
