import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import Libsql from 'libsql'
import { DATABASE_FILE } from './database'
import { runningServers } from './running-mark'

/**
 * Backups of the embedded store (`npm run backup`, `npm run restore`). A backup is SQLite's
 * `VACUUM INTO`: one consistent, compact copy, taken while the server runs (WAL lets it read
 * beside the writer). A restore needs the server stopped: each running server leaves a
 * `running-<pid>` mark in the data folder, and a restore refuses while one of them lives.
 * PostgreSQL has its own tools (pg_dump, pg_restore): docs/operations.md.
 */

export class BackupError extends Error {}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')

/** Writes a backup of `dataDir`'s database to `target` (default: `backups/` beside it). */
export function backupDatabase(dataDir: string, target?: string, now = new Date()): string {
  const source = path.join(dataDir, DATABASE_FILE)
  if (!existsSync(source))
    throw new BackupError(`There is no workspace database at ${source} yet: nothing to back up.`)
  const file = path.resolve(target ?? path.join(dataDir, 'backups', `workspace-${stamp(now)}.db`))
  if (existsSync(file)) throw new BackupError(`${file} exists already; name another file.`)
  mkdirSync(path.dirname(file), { recursive: true })
  const db = new Libsql(source)
  try {
    db.prepare('vacuum into ?').run([file])
  } finally {
    db.close()
  }
  return file
}

/**
 * Puts the backup `file` in place of `dataDir`'s database, keeping the one it replaces beside it
 * (`workspace.db.replaced-<time>`). Refuses while a server uses the folder, and a file that is
 * not a sound workspace database.
 */
export function restoreDatabase(
  dataDir: string,
  file: string,
  now = new Date(),
): { replaced?: string } {
  const running = runningServers(dataDir)
  if (running.length > 0)
    throw new BackupError(
      `A server (process ${running.join(', ')}) is using ${dataDir}: stop it, then restore.`,
    )
  const backup = path.resolve(file)
  if (!existsSync(backup)) throw new BackupError(`There is no file ${backup}.`)
  checkBackup(backup)

  const live = path.join(dataDir, DATABASE_FILE)
  mkdirSync(dataDir, { recursive: true })
  // Copied beside the live file first, so the switch is one rename on the same disk.
  const incoming = `${live}.restoring`
  copyFileSync(backup, incoming)
  let replaced: string | undefined
  if (existsSync(live)) {
    replaced = `${live}.replaced-${stamp(now)}`
    // The old file's write-ahead log holds its latest commits: fold it in before it moves.
    const old = new Libsql(live)
    try {
      old.exec('pragma wal_checkpoint(truncate)')
    } finally {
      old.close()
    }
    renameSync(live, replaced)
  }
  for (const extra of ['-wal', '-shm']) rmSync(`${live}${extra}`, { force: true })
  renameSync(incoming, live)
  return replaced ? { replaced } : {}
}

function checkBackup(file: string): void {
  let db: Libsql.Database | undefined
  try {
    db = new Libsql(file)
    const check = db.prepare('pragma integrity_check').all([]) as { integrity_check: string }[]
    if (check[0]?.integrity_check !== 'ok')
      throw new BackupError(`${file} is damaged: ${check[0]?.integrity_check ?? 'no answer'}`)
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all([]) as {
      name: string
    }[]
    const names = new Set(tables.map((t) => t.name))
    if (!names.has('items') || !names.has('kysely_migration'))
      throw new BackupError(`${file} is not a backup of the workspace database.`)
  } catch (err) {
    if (err instanceof BackupError) throw err
    const reason = err instanceof Error ? err.message : String(err)
    throw new BackupError(`${file} is not a backup of the workspace database: ${reason}`)
  } finally {
    db?.close()
  }
}
