import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_FORMAT, WORKSPACE_BOUNDS } from '../../src/api/schemas/workspace'
import { openWorkspaceDatabase, type DatabaseSettings, type WorkspaceDatabase } from './database'
import { WorkspaceRefusal } from './refusal'
import { createRepository, type Viewer, type WorkspaceRepository } from './repository'
import { startPostgresServer, type PostgresServer } from './testing-postgres'
import { audience, collection, research, savedSearch, savedTable } from './testing-items'

/**
 * One suite, both engines: whatever the embedded SQLite file keeps and refuses, a real
 * PostgreSQL server (a throw-away cluster started here) keeps and refuses alike. Each test uses
 * users of its own, so the tests share one database per engine.
 */

let postgres: PostgresServer | undefined
const dirs: string[] = []

beforeAll(async () => {
  postgres = await startPostgresServer()
}, 60_000)

afterAll(async () => {
  await postgres?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const engines: [string, () => Promise<DatabaseSettings>][] = [
  [
    'sqlite',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-ws-'))
      dirs.push(dir)
      return { dataDir: dir }
    },
  ],
  ['postgres', async () => ({ url: await postgres!.createDatabase(), dataDir: 'unused' })],
]

let users = 0
const someone = (name = 'user'): Viewer => {
  const id = `${name}-${++users}-${Math.random().toString(36).slice(2, 8)}`
  return { id, name: id }
}

/** The refusal a call ends in. */
async function refusal(call: Promise<unknown>): Promise<WorkspaceRefusal> {
  try {
    await call
  } catch (err) {
    if (err instanceof WorkspaceRefusal) return err
    throw err
  }
  throw new Error('expected a refusal, and the call succeeded')
}

describe.each(engines)('the workspace on %s', (kind, settingsFor) => {
  let settings: DatabaseSettings
  let database: WorkspaceDatabase
  let repo: WorkspaceRepository

  beforeAll(async () => {
    settings = await settingsFor()
    database = await openWorkspaceDatabase(settings)
    repo = createRepository(database.db)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('is the engine asked for, and answers a ping', async () => {
    expect(database.kind).toBe(kind)
    await expect(database.ping()).resolves.toBeUndefined()
  })

  it('keeps each user’s items to themselves, newest first', async () => {
    const alice = someone('alice')
    const bob = someone('bob')
    const first = await repo.create(alice, { kind: 'saved-table', data: savedTable('First') })
    const second = await repo.create(alice, { kind: 'saved-table', data: savedTable('Second') })
    await repo.create(alice, { kind: 'audience', data: audience() })
    expect(first.created).toBe(true)
    expect(first.item).toMatchObject({
      kind: 'saved-table',
      name: 'First',
      version: 1,
      sharing: 'private',
      access: 'owner',
      owner: { id: alice.id },
      data: savedTable('First'),
    })
    const tables = await repo.list(alice, 'saved-table')
    expect(tables.map((t) => t.name)).toEqual(['Second', 'First'])
    expect((await repo.list(alice)).map((t) => t.kind).sort()).toEqual([
      'audience',
      'saved-table',
      'saved-table',
    ])
    expect(await repo.list(bob)).toEqual([])
    expect(await repo.listShared(bob)).not.toContainEqual(
      expect.objectContaining({ id: second.item.id }),
    )
  })

  it('gives items random, URL-safe identifiers', async () => {
    const alice = someone()
    const ids = await Promise.all(
      ['a', 'b', 'c'].map(
        async (name) =>
          (await repo.create(alice, { kind: 'saved-search', data: savedSearch(name) })).item.id,
      ),
    )
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(new Set(ids).size).toBe(3)
  })

  it('answers 404 for another user’s private item, whatever is asked of it', async () => {
    const alice = someone('alice')
    const bob = someone('bob')
    const { item } = await repo.create(alice, { kind: 'collection', data: collection() })
    for (const call of [
      () => repo.get(bob, item.id),
      () => repo.update(bob, item.id, { version: 1, data: collection('Taken') }),
      () => repo.share(bob, item.id, { version: 1, sharing: 'team-edit' }),
      () => repo.remove(bob, item.id, 1),
      () => repo.get(bob, 'AAAAAAAAAAAAAAAAAAAAAA'),
    ]) {
      const refused = await refusal(call())
      expect(refused.status).toBe(404)
    }
    expect((await repo.get(alice, item.id)).name).toBe('Electric cars')
  })

  it('validates data on the way in, says where, and drops unknown fields', async () => {
    const alice = someone()
    const bad = await refusal(
      repo.create(alice, {
        kind: 'collection',
        data: {
          ...collection(),
          entries: [{ ...collection().entries[0], href: 'https://evil.example/' }],
        },
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.detail).toContain('data.entries.0.href: must be an address inside the app')
    const { item } = await repo.create(alice, {
      kind: 'saved-table',
      data: { ...savedTable(), owner: 'someone else', extra: 1 },
    })
    expect(item.data).toEqual(savedTable())
  })

  it('refuses an item over its kind’s size with 413', async () => {
    const alice = someone()
    const huge = savedTable('Huge', { q: 'x'.repeat(2_000) })
    const search = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`k${i}`, 'y'.repeat(2_000)]),
    )
    const refused = await refusal(
      repo.create(alice, { kind: 'saved-table', data: { ...huge, search } }),
    )
    expect(refused.status).toBe(413)
    expect(refused.detail).toMatch(/at most 16 KB/)
    expect(await repo.list(alice)).toEqual([])
  })

  it('refuses the item past a kind’s count, and history drops its oldest instead', async () => {
    const alice = someone()
    const limit = WORKSPACE_BOUNDS.kinds.audience.count
    const doc = {
      format: EXPORT_FORMAT,
      version: 1,
      items: [
        ...Array.from({ length: limit }, (_, i) => ({
          kind: 'audience',
          clientId: `a${i}`,
          data: audience(`Audience ${i}`),
        })),
        ...Array.from({ length: WORKSPACE_BOUNDS.kinds.research.count }, (_, i) => ({
          kind: 'research',
          clientId: `token-${i}`,
          data: research(`token-${i}`, `Question ${i}`),
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        })),
      ],
    }
    expect(await repo.importAll(alice, doc)).toMatchObject({ created: doc.items.length })
    const refused = await refusal(
      repo.create(alice, { kind: 'audience', data: audience('One more') }),
    )
    expect(refused.status).toBe(400)
    expect(refused.title).toBe('Too many saved audiences')
    expect((await repo.usage(alice)).counts.audience).toBe(limit)

    await repo.create(alice, {
      kind: 'research',
      clientId: 'token-new',
      data: research('token-new'),
    })
    const history = await repo.list(alice, 'research')
    expect(history).toHaveLength(WORKSPACE_BOUNDS.kinds.research.count)
    expect(history[0]?.clientId).toBe('token-new')
    expect(history.map((h) => h.clientId)).not.toContain('token-0')
  })

  it('bounds what one user keeps in all', async () => {
    const small = createRepository(database.db, { totalBytes: 8_000 })
    const alice = someone()
    await small.create(alice, { kind: 'collection', data: collection('One', 8) })
    const refused = await refusal(
      small.create(alice, { kind: 'collection', data: collection('Two', 8) }),
    )
    expect(refused.status).toBe(413)
    expect(refused.title).toBe('Your workspace is full')
    expect((await small.list(alice)).map((c) => c.name)).toEqual(['One'])

    // Growing a kept item past the bound is refused too, and leaves it as it was; an edit
    // that does not grow it passes, and answers with the item as it is now kept.
    const kept = await small.get(alice, (await small.list(alice))[0]!.id)
    const grown = await refusal(
      small.update(alice, kept.id, { version: kept.version, data: collection('One', 16) }),
    )
    expect(grown.status).toBe(413)
    expect(await small.get(alice, kept.id)).toEqual(kept)
    const shrunk = await small.update(alice, kept.id, {
      version: kept.version,
      data: collection('One', 2),
    })
    expect(shrunk.version).toBe(kept.version + 1)
    expect(shrunk).toEqual(await small.get(alice, kept.id))
    const shared = await small.share(alice, kept.id, {
      version: shrunk.version,
      sharing: 'team-read',
    })
    expect(shared).toEqual(await small.get(alice, kept.id))
  })

  it('makes an item once per client id', async () => {
    const alice = someone()
    const first = await repo.create(alice, {
      kind: 'research',
      clientId: 'tok-1',
      data: research('tok-1'),
    })
    const again = await repo.create(alice, {
      kind: 'research',
      clientId: 'tok-1',
      data: research('tok-1', 'Changed?'),
    })
    expect(again.created).toBe(false)
    expect(again.item.id).toBe(first.item.id)
    expect(await repo.list(alice, 'research')).toHaveLength(1)
  })

  it('lists collections without their data, with how many entries they hold', async () => {
    const alice = someone()
    const { item } = await repo.create(alice, { kind: 'collection', data: collection('Cars', 3) })
    const [listed] = await repo.list(alice, 'collection')
    expect(listed).toMatchObject({ id: item.id, name: 'Cars', entries: 3 })
    expect(listed).not.toHaveProperty('data')
    const whole = await repo.get(alice, item.id)
    expect(whole.data).toEqual(collection('Cars', 3))
  })

  it('shares with the team read-only, then editable, then not at all', async () => {
    const alice = someone('alice')
    const bob = someone('bob')
    const { item } = await repo.create(alice, { kind: 'collection', data: collection('Team cars') })
    const shared = await repo.share(alice, item.id, { version: 1, sharing: 'team-read' })
    expect(shared).toMatchObject({ sharing: 'team-read', version: 2 })

    const seen = await repo.listShared(bob, 'collection')
    expect(seen).toContainEqual(
      expect.objectContaining({
        id: item.id,
        access: 'read',
        owner: { id: alice.id, name: alice.name },
      }),
    )
    expect((await repo.get(bob, item.id)).data).toEqual(collection('Team cars'))
    expect(await repo.list(bob)).toEqual([])
    expect(
      (await refusal(repo.update(bob, item.id, { version: 2, data: collection('Bob’s') }))).status,
    ).toBe(403)
    expect(
      (await refusal(repo.share(bob, item.id, { version: 2, sharing: 'private' }))).status,
    ).toBe(403)
    expect((await refusal(repo.remove(bob, item.id, 2))).status).toBe(403)

    await repo.share(alice, item.id, { version: 2, sharing: 'team-edit' })
    const edited = await repo.update(bob, item.id, {
      version: 3,
      data: collection('Bob’s edit', 2),
    })
    expect(edited).toMatchObject({ version: 4, access: 'edit', name: 'Bob’s edit' })
    expect((await repo.get(alice, item.id)).data).toEqual(collection('Bob’s edit', 2))

    await repo.share(alice, item.id, { version: 4, sharing: 'private' })
    expect(await repo.listShared(bob)).not.toContainEqual(expect.objectContaining({ id: item.id }))
    expect((await refusal(repo.get(bob, item.id))).status).toBe(404)
  })

  it('shares only saved tables and collections', async () => {
    const alice = someone()
    const { item } = await repo.create(alice, { kind: 'audience', data: audience() })
    const refused = await refusal(repo.share(alice, item.id, { version: 1, sharing: 'team-read' }))
    expect(refused.status).toBe(400)
  })

  it('refuses a stale version with 409 and the item as it is now', async () => {
    const alice = someone()
    const { item } = await repo.create(alice, { kind: 'collection', data: collection('v1') })
    await repo.update(alice, item.id, { version: 1, data: collection('v2') })
    const refused = await refusal(
      repo.update(alice, item.id, { version: 1, data: collection('lost?') }),
    )
    expect(refused.status).toBe(409)
    expect(refused.current).toMatchObject({ version: 2, name: 'v2', data: collection('v2') })
    expect((await refusal(repo.remove(alice, item.id, 1))).status).toBe(409)
    expect((await repo.get(alice, item.id)).name).toBe('v2')
  })

  it('lets exactly one of two writes to the same version win', async () => {
    const alice = someone('alice')
    const bob = someone('bob')
    const { item } = await repo.create(alice, { kind: 'saved-table', data: savedTable('Start') })
    await repo.share(alice, item.id, { version: 1, sharing: 'team-edit' })
    const outcomes = await Promise.allSettled([
      repo.update(alice, item.id, { version: 2, data: savedTable('Alice’s') }),
      repo.update(bob, item.id, { version: 2, data: savedTable('Bob’s') }),
    ])
    const won = outcomes.filter((o) => o.status === 'fulfilled')
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect((lost[0]!.reason as WorkspaceRefusal).status).toBe(409)
    expect((await repo.get(alice, item.id)).version).toBe(3)
  })

  it('deletes an item of its owner’s at the version named', async () => {
    const alice = someone()
    const { item } = await repo.create(alice, { kind: 'saved-search', data: savedSearch() })
    await repo.remove(alice, item.id, 1)
    expect((await refusal(repo.get(alice, item.id))).status).toBe(404)
  })

  it('keeps preferences with a version', async () => {
    const alice = someone()
    expect(await repo.preferences(alice)).toEqual({ version: 0, data: {}, updatedAt: null })
    const citation = { style: 'mla', language: 'de' } as const
    const saved = await repo.setPreferences(alice, { version: 0, data: { citation } })
    expect(saved).toMatchObject({ version: 1, data: { citation } })
    const refused = await refusal(repo.setPreferences(alice, { version: 0, data: {} }))
    expect(refused.status).toBe(409)
    expect(
      (
        await refusal(
          repo.setPreferences(alice, { version: 1, data: { citation: { style: 'ieee' } } }),
        )
      ).status,
    ).toBe(400)
    expect((await repo.preferences(alice)).data).toEqual({ citation })
  })

  it('exports everything and imports it once, into the same account or another', async () => {
    const alice = someone('alice')
    const bob = someone('bob')
    await repo.create(alice, { kind: 'saved-table', data: savedTable() })
    const { item } = await repo.create(alice, {
      kind: 'collection',
      clientId: 'browser-c1',
      data: collection(),
    })
    await repo.share(alice, item.id, { version: 1, sharing: 'team-read' })
    await repo.create(alice, { kind: 'research', clientId: 'tok', data: research('tok') })
    await repo.setPreferences(alice, {
      version: 0,
      data: { citation: { style: 'harvard', language: 'en' } },
    })

    const doc = await repo.exportAll(alice)
    expect(doc).toMatchObject({ format: EXPORT_FORMAT, version: 1, user: { id: alice.id } })
    expect(doc.items.map((i) => i.kind)).toEqual(['saved-table', 'collection', 'research'])
    expect(doc.items[1]).toMatchObject({
      clientId: 'browser-c1',
      data: collection(),
      sharing: 'team-read',
    })
    expect(doc.preferences).toEqual({ citation: { style: 'harvard', language: 'en' } })

    const file = JSON.parse(JSON.stringify(doc)) as unknown
    expect(await repo.importAll(alice, file)).toEqual({
      created: 0,
      unchanged: 3,
      preferences: 'kept',
    })
    expect(await repo.importAll(bob, file)).toEqual({
      created: 3,
      unchanged: 0,
      preferences: 'set',
    })
    expect(await repo.importAll(bob, file)).toEqual({
      created: 0,
      unchanged: 3,
      preferences: 'kept',
    })
    const bobs = await repo.list(bob)
    expect(bobs).toHaveLength(3)
    expect(bobs.find((i) => i.kind === 'collection')?.sharing).toBe('team-read')
    expect((await repo.preferences(bob)).data).toEqual(doc.preferences)
  })

  it('imports nothing from a file with one bad item, and says which', async () => {
    const alice = someone()
    const refused = await refusal(
      repo.importAll(alice, {
        format: EXPORT_FORMAT,
        version: 1,
        items: [
          { kind: 'saved-table', clientId: 't1', data: savedTable() },
          {
            kind: 'audience',
            clientId: 'a1',
            data: { name: 'No answers', answers: [], savedAt: '2026-11-20T10:00:00Z' },
          },
        ],
      }),
    )
    expect(refused.status).toBe(400)
    expect(refused.detail).toContain('items.1.data.answers')
    expect((await refusal(repo.importAll(alice, { format: 'something else' }))).title).toBe(
      'Not a workspace file',
    )
    expect(await repo.list(alice)).toEqual([])
  })

  it('keeps everything across a restart', async () => {
    const alice = someone('alice')
    const bob = someone('bob')
    const { item } = await repo.create(alice, { kind: 'collection', data: collection('Kept') })
    await repo.share(alice, item.id, { version: 1, sharing: 'team-edit' })
    await repo.setPreferences(alice, {
      version: 0,
      data: { citation: { style: 'apa', language: 'de' } },
    })
    await database.close()

    database = await openWorkspaceDatabase(settings)
    repo = createRepository(database.db)
    expect(await repo.get(alice, item.id)).toMatchObject({
      name: 'Kept',
      version: 2,
      sharing: 'team-edit',
    })
    expect(await repo.listShared(bob)).toContainEqual(expect.objectContaining({ id: item.id }))
    expect((await repo.preferences(alice)).version).toBe(1)
  })
})
