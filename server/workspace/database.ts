import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Libsql from 'libsql'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from './migrations/migrations'
import { markRunning } from './running-mark'
import type { WorkspaceTables } from './schema'

/**
 * The workspace's database: a PostgreSQL server when DDS_DATABASE_URL names one (shared by every
 * instance), else an embedded SQLite file under DDS_DATA_DIR. One query layer (Kysely) over
 * both; the embedded engine is libSQL's better-sqlite3-compatible package, which Kysely's
 * SqliteDialect drives as it is (docs/operations.md#the-workspace-database says why this one).
 */

export const DATABASE_FILE = 'workspace.db'

export interface DatabaseSettings {
  /** `postgres://…`: a PostgreSQL server; absent: the embedded file under `dataDir`. */
  url?: string
  /** Folder of the embedded file (created when missing). */
  dataDir: string
}

export interface WorkspaceDatabase {
  readonly db: Kysely<WorkspaceTables>
  readonly kind: 'sqlite' | 'postgres'
  /** Where the data is, for the start-up log (a URL without its password). */
  readonly description: string
  /** The embedded file's path (sqlite only). */
  readonly file?: string
  /** The migrations this opening ran (none when it was up to date). */
  migrated: string[]
  ping(): Promise<void>
  close(): Promise<void>
}

export class DatabaseError extends Error {}

/** Opens the database and brings it up to the newest migration. */
export async function openWorkspaceDatabase(
  settings: DatabaseSettings,
  options: { migrate?: boolean } = {},
): Promise<WorkspaceDatabase> {
  const opened = settings.url ? openPostgres(settings.url) : openSqlite(settings.dataDir)
  try {
    // Reached first, so a server that is down is named as such, not as a failed migration.
    await opened.ping().catch((err: unknown) => {
      const reason = err instanceof Error ? err.message : String(err)
      throw new DatabaseError(
        `The ${opened.description.replace('workspace data in ', '')} does not answer: ${reason}.` +
          (settings.url ? ' Check DDS_DATABASE_URL and that the server runs.' : ''),
        { cause: err },
      )
    })
    if (options.migrate ?? true) opened.migrated = await migrateOnce(opened)
  } catch (err) {
    await opened.close().catch(() => undefined)
    throw err
  }
  return opened
}

/**
 * SQLite has no migration lock in Kysely (PostgreSQL has): two servers starting at once on one
 * file may both find a migration pending, and the second one's transaction then fails and is
 * rolled back. Asked again, it finds the migration done.
 */
async function migrateOnce(opened: WorkspaceDatabase): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateToLatest(opened.db as Kysely<unknown>)
    } catch (err) {
      if (opened.kind !== 'sqlite' || attempt === 3) throw err
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

function openSqlite(dataDir: string): WorkspaceDatabase {
  const file = path.join(path.resolve(dataDir), DATABASE_FILE)
  let database: Libsql.Database
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    database = new Libsql(file)
    // First the wait for a lock another process holds (several servers may start at once on
    // one folder); WAL: readers never wait for the writer; NORMAL: a commit is durable once the
    // WAL is checkpointed, and the file is never corrupt after a crash. Foreign keys are off by
    // default in SQLite.
    database.exec(
      'pragma busy_timeout = 5000; pragma journal_mode = wal; pragma synchronous = normal; pragma foreign_keys = on;',
    )
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err)
    throw new DatabaseError(
      `The workspace database ${file} cannot be opened: ${reason}. Check DDS_DATA_DIR and that this user may write there.`,
      { cause: err },
    )
  }
  const db = new Kysely<WorkspaceTables>({ dialect: new SqliteDialect({ database }) })
  const unmark = markRunning(path.dirname(file))
  return {
    db,
    kind: 'sqlite',
    description: `workspace data in ${file}`,
    file,
    migrated: [],
    ping: async () => void (await sql`select 1`.execute(db)),
    close: async () => {
      await db.destroy()
      unmark()
    },
  }
}

function openPostgres(url: string): WorkspaceDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 })
  // An idle client that loses its server emits here; without a listener it would end the process.
  pool.on('error', () => undefined)
  const db = new Kysely<WorkspaceTables>({ dialect: new PostgresDialect({ pool }) })
  const shown = new URL(url)
  if (shown.password) shown.password = '****'
  return {
    db,
    kind: 'postgres',
    description: `workspace data in PostgreSQL at ${shown.host}${shown.pathname}`,
    migrated: [],
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  }
}
