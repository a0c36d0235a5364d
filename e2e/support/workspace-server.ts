import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { startPostgresServer, type PostgresServer } from '../../server/workspace/testing-postgres'

/**
 * A team server of the workspace journeys' own (e2e/team-workspace.spec.ts): the production
 * server over the build the config made, in password mode with two colleagues, on the
 * embedded service, its saved work in an embedded database in a temp folder or in a real,
 * throw-away PostgreSQL cluster. The journey stops and starts it again (a restart keeps it all).
 */

const appPort = Number(process.env.E2E_PORT ?? 4173)

export const COLLEAGUES = {
  alice: { name: 'alice', password: 'alice-password-long-enough' },
  bob: { name: 'bob', password: 'bob-password-long-enough' },
} as const

export interface WorkspaceServer {
  base: string
  restart(): Promise<void>
  stop(): Promise<void>
}

export async function startWorkspaceServer(
  backend: 'embedded' | 'postgres',
  port = appPort + (backend === 'embedded' ? 2010 : 2011),
): Promise<WorkspaceServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dds-e2e-workspace-${backend}-`))
  const usersFile = path.join(dir, 'users.json')
  for (const user of Object.values(COLLEAGUES)) {
    execFileSync(
      'node',
      ['--import', 'tsx', 'scripts/users.ts', 'add', user.name, '--password-stdin'],
      {
        input: `${user.password}\n`,
        env: { ...process.env, DDS_USERS_FILE: usersFile },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    )
  }
  let postgres: PostgresServer | undefined
  let database: string | undefined
  if (backend === 'postgres') {
    postgres = await startPostgresServer()
    database = await postgres.createDatabase()
  }
  const base = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DDS_BASE_URL: '',
    DDS_AUTH: 'password',
    DDS_USERS_FILE: usersFile,
    DDS_DATA_DIR: path.join(dir, 'data'),
    DDS_LOG_LEVEL: 'warn',
    DDS_USER_RATE: '1000',
    ...(database ? { DDS_DATABASE_URL: database } : {}),
  }
  let child: ChildProcess | undefined

  const start = async () => {
    child = spawn('node', ['--import', 'tsx', 'server/serve.ts'], { env, stdio: 'inherit' })
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`The workspace team server did not start on ${base}.`)
  }
  const halt = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  await start()
  return {
    base,
    restart: async () => {
      await halt()
      await start()
    },
    stop: async () => {
      await halt()
      await postgres?.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function signIn(
  page: Page,
  base: string,
  who: keyof typeof COLLEAGUES,
  next = '/collections',
) {
  const user = COLLEAGUES[who]
  await page.goto(`${base}/sign-in?next=${encodeURIComponent(next)}`)
  await page.getByLabel('Name').fill(user.name)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`${base}${next}`)
}
