/**
 * `npm run bench`: runs every benchmark in its own process (so one's memory and JIT state do
 * not colour the next), prints a summary table and writes all results to bench/results/.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const BENCHES = [
  { name: 'service-search', file: 'bench/service-search.ts', args: [] },
  { name: 'service-tables', file: 'bench/service-tables.ts', args: ['1000000'] },
]

function lastJsonLine(output: string): Record<string, unknown> {
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'))
  if (!line) throw new Error('benchmark printed no JSON result line')
  return JSON.parse(line) as Record<string, unknown>
}

const results: Record<string, Record<string, unknown>> = {}
for (const bench of BENCHES) {
  console.log(`\n▶ ${bench.name}`)
  const output = execFileSync(process.execPath, ['--import', 'tsx', bench.file, ...bench.args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  process.stdout.write(
    output
      .split('\n')
      .filter((l) => !l.startsWith('{'))
      .join('\n'),
  )
  results[bench.name] = lastJsonLine(output)
}

const machine = {
  date: new Date().toISOString(),
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
}
const dir = path.resolve('bench/results')
mkdirSync(dir, { recursive: true })
const file = path.join(dir, `bench-${machine.date.replace(/[:.]/g, '-')}.json`)
const report = { machine, results }
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)

const search = results['service-search'] as { p50Ms: number; p95Ms: number; startupMs: number }
const tables = results['service-tables'] as {
  respondents: number
  tables: Record<string, { medianMs: number; p95Ms: number; scanned: number }>
}
console.log('\n\nSummary')
console.table({
  'service start-up (ms)': { value: search.startupMs },
  'list/search p50 (ms)': { value: search.p50Ms },
  'list/search p95 (ms)': { value: search.p95Ms },
  ...Object.fromEntries(
    Object.entries(tables.tables).map(([name, t]) => [
      `table ${name} median (ms, ${t.scanned.toLocaleString('en-US')} resp.)`,
      { value: t.medianMs },
    ]),
  ),
})
console.log(`written to ${path.relative(process.cwd(), file)} and bench/results/latest.json`)
