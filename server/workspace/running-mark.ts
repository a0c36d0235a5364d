import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Which processes have the embedded store open: each leaves `running-<pid>` in the data folder
 * while it does, so `npm run restore` can refuse to swap the file under a running server.
 */

/** Marks `dataDir` as used by this process until the returned function is called. */
export function markRunning(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const mark = path.join(dataDir, `running-${process.pid}`)
  writeFileSync(mark, `${new Date().toISOString()}\n`)
  return () => rmSync(mark, { force: true })
}

/** Processes whose mark is in `dataDir` and that still live; marks of ended ones are removed. */
export function runningServers(dataDir: string): number[] {
  if (!existsSync(dataDir)) return []
  const alive: number[] = []
  for (const name of readdirSync(dataDir)) {
    const match = /^running-(\d+)$/.exec(name)
    if (!match) continue
    const pid = Number(match[1])
    if (isAlive(pid)) alive.push(pid)
    else rmSync(path.join(dataDir, name), { force: true })
  }
  return alive
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it lives, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
