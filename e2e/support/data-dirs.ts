import os from 'node:os'
import path from 'node:path'

/**
 * Each test server's workspace database (DDS_DATA_DIR) in a temp folder of its own, named by its
 * port, emptied when the server starts: one run's saved work never meets another's, and none
 * lands in `.dds-data/` at the project root.
 */
export function e2eDataDir(port: number): string {
  return path.join(os.tmpdir(), `dds-e2e-data-${port}`)
}

/** A web server command that starts on an empty data folder. */
export function onFreshData(port: number, command: string): string {
  return `rm -rf ${e2eDataDir(port)} && ${command}`
}
