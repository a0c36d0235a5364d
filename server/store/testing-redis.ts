import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A real, throw-away `redis-server` for tests: on a free loopback port, without persistence
 * unless asked for (`appendOnly`), so the Redis code paths are tested against Redis itself
 * rather than a mock. Debian's package puts
 * the binary at /usr/bin/redis-server (`.ci/run` installs it); REDIS_SERVER names another one.
 * When it is missing this throws, so Redis tests fail loudly instead of being skipped.
 */
export const REDIS_SERVER_BIN = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

const START_TIMEOUT_MS = 5_000
const STOP_TIMEOUT_MS = 2_000

export interface RedisServer {
  url: string
  /** Where it keeps its files (with `appendOnly`: start another on the same port and dir). */
  dir: string
  stop(): Promise<void>
}

export interface StartRedisOptions {
  /** The binary; REDIS_SERVER_BIN by default. */
  bin?: string
  /** A port to use (to bring a stopped server back where its clients look); a free one otherwise. */
  port?: number
  /**
   * Persistence as an operator should run it: every write in an append-only file (AOF), synced
   * at shutdown, read back by the next server started on the same `dir`.
   */
  appendOnly?: boolean
  /** The folder for its files; by default a new temporary one (kept after `stop` with `appendOnly`). */
  dir?: string
}

export async function startRedisServer(options: StartRedisOptions = {}): Promise<RedisServer> {
  const bin = options.bin ?? REDIS_SERVER_BIN
  if (!existsSync(bin))
    throw new Error(
      `redis-server not found at ${bin}: install Debian's redis-server package ` +
        `(apt-get install redis-server) or set REDIS_SERVER to its path. The Redis tests need it.`,
    )
  const appendOnly = options.appendOnly ?? false
  const files = {
    dir: options.dir ?? mkdtempSync(path.join(tmpdir(), 'dds-redis-')),
    appendOnly,
    // A folder made here for a server that keeps nothing is removed when it stops; one with an
    // append-only file is kept for the next server (the test removes it).
    removeDir: options.dir === undefined && !appendOnly,
  }
  if (options.port !== undefined) return startOn(bin, options.port, files)
  // A port found free can be taken before redis binds it; another port is tried then.
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOn(bin, await freePort(), files)
    } catch (err) {
      lastError = err
    }
  }
  throw lastError
}

async function startOn(
  bin: string,
  port: number,
  files: { dir: string; appendOnly: boolean; removeDir: boolean },
): Promise<RedisServer> {
  const child = spawn(
    bin,
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', files.dir, '--save', ''],
      ...['--appendonly', files.appendOnly ? 'yes' : 'no'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let spawnError: Error | undefined
  child.once('error', (err) => (spawnError = err))

  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await answersPing(port))) {
    if (spawnError || child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(
        `redis-server did not start on port ${port}: ${spawnError?.message ?? 'no answer'}\n${output}`,
      )
    }
    await new Promise((r) => setTimeout(r, 20))
  }

  let stopping: Promise<void> | undefined
  return {
    url: `redis://127.0.0.1:${port}`,
    dir: files.dir,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
        await exited
        clearTimeout(timer)
        if (files.removeDir) rmSync(files.dir, { recursive: true, force: true })
      })()
      return stopping
    },
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

/** Whether a Redis answers PING on the port (the inline protocol needs no client). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    let reply = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      reply += chunk.toString()
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'))
    })
  })
}
