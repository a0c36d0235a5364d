/**
 * Full garbage collections on request in a server a benchmark starts. Loaded into the server
 * (NODE_OPTIONS from gcPreloadOptions), this file makes SIGUSR2 run a full collection and print
 * the heap in use as one marked line on stderr; collectGarbage sends the signal and reads the
 * line. A benchmark then measures what the process retains rather than how much garbage the
 * collector has let pile up: after a burst of load V8 keeps its grown heap (30 s idle changed
 * nothing in this project's runs), so resident memory alone says as much about the collector's
 * pacing on a busy machine as about a leak.
 */
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const MARK = '[bench-gc]'

export interface HeapFigures {
  heapUsedMb: number
  externalMb: number
}

/** Node options that load this file into a server started with `node --import tsx`. */
export function gcPreloadOptions(): string {
  return `--expose-gc --import tsx --import ${fileURLToPath(import.meta.url)}`
}

/** Runs a full collection in `child` (started with gcPreloadOptions) and waits until it ends. */
export function collectGarbage(child: ChildProcess, timeoutMs = 10_000): Promise<HeapFigures> {
  return new Promise((resolve, reject) => {
    const stderr = child.stderr
    if (!stderr) return reject(new Error('the server was started without a stderr pipe'))
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      const start = seen.indexOf(MARK)
      const end = start === -1 ? -1 : seen.indexOf('\n', start)
      if (end === -1) return
      finish()
      resolve(JSON.parse(seen.slice(start + MARK.length, end)) as HeapFigures)
    }
    const timer = setTimeout(() => {
      finish()
      reject(new Error('the server did not answer SIGUSR2: was it started with gcPreloadOptions?'))
    }, timeoutMs)
    const finish = () => {
      clearTimeout(timer)
      stderr.off('data', onData)
    }
    stderr.on('data', onData)
    child.kill('SIGUSR2')
  })
}

// In the server: only there is `gc` exposed (--expose-gc).
const gc = (globalThis as { gc?: () => void }).gc
if (gc) {
  process.on('SIGUSR2', () => {
    // Two passes: the first can leave objects that only become unreachable once it has run.
    gc()
    gc()
    const m = process.memoryUsage()
    const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10
    const figures: HeapFigures = { heapUsedMb: mb(m.heapUsed), externalMb: mb(m.external) }
    process.stderr.write(`${MARK}${JSON.stringify(figures)}\n`)
  })
}
