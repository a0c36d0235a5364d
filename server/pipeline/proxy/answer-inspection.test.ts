import zlib from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { ENDPOINTS } from '../../../src/api/endpoints'
import { createLogger } from '../log'
import { inspectAnswer } from './answer-inspection'

/** A logger whose warning lines are kept, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = []
  const log = createLogger({
    level: 'warn',
    format: 'json',
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  })
  return { log, lines }
}

const studies = { path: ENDPOINTS.studies.path, endpoint: ENDPOINTS.studies }
const item = (identifier: number, title?: string) => ({
  identifier,
  ...(title === undefined ? {} : { title }),
  link: `https://example.com/${identifier}`,
})
const json = (value: unknown) => Buffer.from(JSON.stringify(value))
const answerOf = (body: Buffer, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body,
})

describe('reading a paid answer for the log', () => {
  it('names the items it cannot read, every time the answer comes, plain or gzip', async () => {
    const { log, lines } = capture()
    const body = json({ items: [item(1, 'a'), item(2)], total_count: 2 })
    inspectAnswer(studies, answerOf(body), log)
    inspectAnswer(studies, answerOf(body), log)
    inspectAnswer(studies, answerOf(zlib.gzipSync(body), { 'content-encoding': 'gzip' }), log)
    await vi.waitFor(() => expect(lines).toHaveLength(3), { timeout: 10_000 })
    for (const line of lines)
      expect(line).toMatchObject({
        msg: 'items the app cannot read',
        upstream: '/v1/studies',
        unreadable: 1,
        of: 2,
        fields: ['no title'],
      })
  })

  it('says nothing of an answer it reads whole', async () => {
    const { log, lines } = capture()
    const body = json({ items: [item(1, 'a')], total_count: 1 })
    // Read in turn: once the second answer's line is written, the first one's would have been.
    inspectAnswer(studies, answerOf(body), log)
    inspectAnswer(studies, answerOf(json({ items: [item(3)], total_count: 1 })), log)
    await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000 })
    expect(lines[0]).toMatchObject({ unreadable: 1, fields: ['no title'] })
  })

  it('says why an answer cannot be read at all, each time it comes', async () => {
    const { log, lines } = capture()
    for (let i = 0; i < 2; i++) {
      inspectAnswer(studies, answerOf(Buffer.from('<html>')), log)
      inspectAnswer(studies, answerOf(json({ items: [] })), log)
    }
    await vi.waitFor(() => expect(lines).toHaveLength(4), { timeout: 10_000 })
    expect(lines.filter((l) => l.cause === 'not JSON')).toHaveLength(2)
    expect(lines.filter((l) => l.field === 'total_count')).toHaveLength(2)
    for (const line of lines) expect(line.msg).toBe('answer the app cannot read')
  })
})
