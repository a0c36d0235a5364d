import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

/**
 * A real, throw-away PostgreSQL server for tests, like ../store/testing-redis.ts for Redis: a
 * new cluster in a temp folder, on a free loopback port, without durability (fsync off), gone
 * after `stop()`. Debian's `postgresql` package puts the programs under
 * /usr/lib/postgresql/<version>/bin (`.ci/run` installs it); PG_BIN names another folder.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user the
 * package creates (`runuser`). When the programs are missing this throws, so the PostgreSQL
 * tests fail loudly instead of being skipped.
 */

const run = promisify(execFile)
const START_TIMEOUT_S = 30

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string
  /** A new, empty database on this server; its URL. */
  createDatabase(): Promise<string>
  stop(): Promise<void>
}

export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0)
    throw new Error(
      "PostgreSQL not found under /usr/lib/postgresql/<version>/bin: install Debian's postgresql " +
        'package (apt-get install postgresql) or set PG_BIN to the folder holding initdb and ' +
        'pg_ctl. The PostgreSQL tests need it.',
    )
  return path.join(root, versions[0]!, 'bin')
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBin()
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-pg-'))
  const data = path.join(dir, 'data')
  if (asRoot) {
    const uid = await idOf('-u')
    const gid = await idOf('-g')
    chownSync(dir, uid, gid)
  }
  // As root, every program runs as `postgres`; otherwise as whoever runs the tests.
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args)

  const port = await freePort()
  try {
    await pgRun('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ')
    await pgRun('pg_ctl', [
      'start',
      '-D',
      data,
      '-w',
      '-t',
      String(START_TIMEOUT_S),
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
    ])
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    const detail = err instanceof Error ? err.message : String(err)
    throw new Error(`A throw-away PostgreSQL could not start (${bin}): ${detail}`, { cause: err })
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let made = 0
  let stopping: Promise<void> | undefined
  return {
    url,
    async createDatabase() {
      const name = `dds_test_${process.pid}_${++made}`
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`create database ${name}`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    stop() {
      stopping ??= (async () => {
        await pgRun('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined)
        rmSync(dir, { recursive: true, force: true })
      })()
      return stopping
    },
  }
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  try {
    const { stdout } = await run('id', [flag, 'postgres'])
    return Number(stdout.trim())
  } catch {
    throw new Error(
      'PostgreSQL refuses to run as root, and there is no `postgres` user to run it as: install ' +
        "Debian's postgresql package, or run the tests as an ordinary user.",
    )
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
