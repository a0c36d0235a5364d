import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** A server the benchmark started, stopped by its own process id when the run ends. */
export interface Started {
  name: string
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

/** Starts `tsx <script>` with extra environment and waits until `probe` answers. */
export async function startServer(options: {
  name: string
  script: string
  env: Record<string, string>
  url: string
  probe: { path: string; headers?: Record<string, string> }
  timeoutMs?: number
}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.script], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))])
  }
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited early:\n${log}`)
    try {
      const res = await fetch(options.url + options.probe.path, {
        headers: options.probe.headers,
        signal: AbortSignal.timeout(2000),
      })
      await res.arrayBuffer()
      if (res.ok) return { name: options.name, url: options.url, child, stop }
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  await stop()
  throw new Error(`${options.name} did not answer within the time limit:\n${log}`)
}

/** A port nothing listens on right now, from the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
