import { ConfigError, loadConfig } from '../pipeline/config'
import { BackupError, backupDatabase, restoreDatabase } from './backup'
import { openWorkspaceDatabase } from './database'

/**
 * `npm run db:migrate`, `npm run backup [-- FILE]`, `npm run restore -- FILE`: the workspace
 * database of the configuration the server would read (DDS_DATABASE_URL, DDS_DATA_DIR, from the
 * environment and .env.local).
 */

export interface CommandIo {
  out(line: string): void
  err(line: string): void
}

export async function runDbCommand(
  args: readonly string[],
  root: string,
  io: CommandIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, file, ...rest] = args
  let workspace
  try {
    workspace = loadConfig(root, env).workspace
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    io.err(err.message)
    return 1
  }
  if (rest.length > 0) {
    io.err(`Unexpected: ${rest.join(' ')}`)
    return 1
  }
  try {
    if (command === 'migrate') {
      const db = await openWorkspaceDatabase({ ...workspace, url: workspace.databaseUrl })
      await db.close()
      io.out(
        db.migrated.length > 0
          ? `Migrated ${db.description}: ${db.migrated.join(', ')}`
          : `Up to date: ${db.description}`,
      )
      return 0
    }
    if (command === 'backup' || command === 'restore') {
      if (workspace.databaseUrl) {
        io.err(
          'DDS_DATABASE_URL names a PostgreSQL server: back it up with pg_dump and restore with ' +
            'pg_restore (docs/operations.md#backups). This command is for the embedded store.',
        )
        return 1
      }
      if (command === 'backup') {
        io.out(`Backed up to ${backupDatabase(workspace.dataDir, file)}`)
        return 0
      }
      if (!file) {
        io.err('Name the backup to restore: npm run restore -- FILE')
        return 1
      }
      const { replaced } = restoreDatabase(workspace.dataDir, file)
      io.out(
        `Restored ${file} into ${workspace.dataDir}` +
          (replaced ? `; the database it replaced is kept as ${replaced}` : ''),
      )
      return 0
    }
    io.err('Usage: npm run db:migrate | npm run backup [-- FILE] | npm run restore -- FILE')
    return 1
  } catch (err) {
    if (!(err instanceof BackupError) && !(err instanceof Error)) throw err
    io.err(err.message)
    return 1
  }
}
