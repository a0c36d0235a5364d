import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runDbCommand } from './db-command'
import { openWorkspaceDatabase } from './database'
import { createRepository } from './repository'
import { savedTable } from './testing-items'

/** `npm run backup` and `npm run restore` on the embedded store, as an operator runs them. */

const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-backup-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function command(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runDbCommand(
    args,
    dir,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { DDS_DATA_DIR: 'data' },
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const alice = { id: 'alice', name: 'alice' }
const names = async () => {
  const db = await openWorkspaceDatabase({ dataDir: path.join(dir, 'data') })
  try {
    return (await createRepository(db.db).list(alice)).map((i) => i.name)
  } finally {
    await db.close()
  }
}

describe('backup and restore of the embedded store', () => {
  it('backs up while the server runs, refuses to restore under it, restores once it stopped', async () => {
    expect(await command('migrate')).toMatchObject({ code: 0, out: /Migrated .*0001-workspace/ })
    const running = await openWorkspaceDatabase({ dataDir: path.join(dir, 'data') })
    const repo = createRepository(running.db)
    await repo.create(alice, { kind: 'saved-table', data: savedTable('Before the backup') })

    const backup = path.join(dir, 'kept.db')
    expect(await command('backup', backup)).toMatchObject({
      code: 0,
      out: `Backed up to ${backup}`,
    })
    await repo.create(alice, { kind: 'saved-table', data: savedTable('After the backup') })

    const refused = await command('restore', backup)
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(/A server \(process \d+\) is using .*: stop it, then restore/)
    await running.close()

    const restored = await command('restore', backup)
    expect(restored).toMatchObject({ code: 0, out: /the database it replaced is kept as/ })
    expect(await names()).toEqual(['Before the backup'])
  })

  it('refuses a file that is not a workspace backup, and changes nothing', async () => {
    const bogus = path.join(dir, 'bogus.db')
    writeFileSync(bogus, 'not a database at all, just text that is long enough to be read')
    const refused = await command('restore', bogus)
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(/is not a backup of the workspace database/)
    expect(await names()).toEqual(['Before the backup'])
  })

  it('names a PostgreSQL server that does not answer', async () => {
    const err: string[] = []
    const code = await runDbCommand(
      ['migrate'],
      dir,
      { out: () => undefined, err: (l) => err.push(l) },
      // Port 1 on loopback: nothing listens there.
      { DDS_DATABASE_URL: 'postgres://dds:secret@127.0.0.1:1/dds' },
    )
    expect(code).toBe(1)
    expect(err.join('')).toMatch(
      /^The PostgreSQL at 127\.0\.0\.1:1\/dds does not answer: .*Check DDS_DATABASE_URL/,
    )
    expect(err.join('')).not.toContain('secret')
  })

  it('sends PostgreSQL users to pg_dump', async () => {
    const out: string[] = []
    const code = await runDbCommand(
      ['backup'],
      dir,
      { out: (l) => out.push(l), err: (l) => out.push(l) },
      { DDS_DATABASE_URL: 'postgres://dds@db.example.org/dds' },
    )
    expect(code).toBe(1)
    expect(out.join('')).toMatch(/pg_dump/)
  })
})
