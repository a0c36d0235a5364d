import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely'
import { workspace0001 } from './0001-workspace'

/**
 * Every migration, in order of their names. A new one is added here under the next number and
 * never edited once released: Kysely's Migrator records what ran (kysely_migration) and refuses
 * a history that does not match.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-workspace': workspace0001,
}

export class MigrationError extends Error {}

/** Brings the database up to the newest migration; says which ran. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    const reason = error instanceof Error ? error.message : String(error)
    throw new MigrationError(
      `The workspace database could not be migrated${failed ? ` (${failed})` : ''}: ${reason}`,
      { cause: error },
    )
  }
  return ran(results)
}

function ran(results: MigrationResultSet['results']): string[] {
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
