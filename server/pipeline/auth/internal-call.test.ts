import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { internalCallAddress, internalCallHeaders } from './internal-call'

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

describe('renderer calls', () => {
  it('name their reader with this process’s mark, which is removed once checked', () => {
    const req = request(internalCallHeaders('198.51.100.7'))
    expect(internalCallAddress(req)).toBe('198.51.100.7')
    expect(Object.keys(req.headers)).toEqual(['x-forwarded-for'])
    // Asked again (identify after handle), the same answer.
    expect(internalCallAddress(req)).toBe('198.51.100.7')
  })

  it('name no one with a wrong mark or without a single address, and lose the header', () => {
    const { 'x-dds-first-view': mark = '' } = internalCallHeaders('192.0.2.1')
    const cases: Record<string, string>[] = [
      { 'x-dds-first-view': 'guess', 'x-forwarded-for': '192.0.2.1' },
      { 'x-dds-first-view': `${mark.slice(0, -1)}x`, 'x-forwarded-for': '192.0.2.1' },
      { 'x-dds-first-view': mark, 'x-forwarded-for': '192.0.2.1, 192.0.2.2' },
      { 'x-dds-first-view': mark },
      { 'x-forwarded-for': '192.0.2.1' },
    ]
    for (const headers of cases) {
      const req = request(headers)
      expect(internalCallAddress(req)).toBeUndefined()
      expect(req.headers['x-dds-first-view']).toBeUndefined()
    }
  })
})
