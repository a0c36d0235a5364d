import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startService, type RunningService } from '../service/start'
import { runDoctor } from './doctor'

let service: RunningService
beforeAll(async () => {
  service = await startService({ respondents: 20_000 })
}, 120_000)
afterAll(() => service.close())

describe('npm run doctor', () => {
  it('finds nothing wrong with the embedded service, free calls only, and names what it left', async () => {
    const report = await runDoctor({ baseUrl: service.url, apiKey: service.key })
    expect(report.broken).toBe(false)
    expect(report.package).toBe('advanced')
    expect(report.creditsSpent).toBe(0)
    expect(report.findings.find((f) => f.subject === 'paid endpoints')).toMatchObject({
      verdict: 'skip',
      detail: expect.stringMatching(/--with-data asks each once for about \d+ credits/),
    })
  })

  it('asks every paid endpoint once with --with-data, after naming the cost', async () => {
    const costs: number[] = []
    const report = await runDoctor({
      baseUrl: service.url,
      apiKey: service.key,
      withData: true,
      onCost: (credits) => costs.push(credits),
    })
    expect(costs).toHaveLength(1)
    expect(report.broken).toBe(false)
    expect(report.creditsSpent).toBeGreaterThan(30)
    expect(report.creditsSpent).toBeLessThanOrEqual(costs[0] ?? 0)
    for (const path of ['/v1/studies', '/v1/data/statistic', '/v1/data/consumer-insights'])
      expect(report.findings.find((f) => f.subject === path)?.verdict).toBe('ok')
    expect(report.findings.find((f) => f.subject === 'full fields')?.verdict).toBe('ok')
  })

  it('tells a starter key by the searches it is refused', async () => {
    const report = await runDoctor({ baseUrl: service.url, apiKey: 'demo-starter' })
    expect(report.package).toBe('starter')
    expect(report.broken).toBe(false)
  })

  it('fails on a key the service does not know, and on an unreachable service', async () => {
    expect((await runDoctor({ baseUrl: service.url, apiKey: 'nobody' })).broken).toBe(true)
    const gone = await runDoctor({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 2_000 })
    expect(gone.broken).toBe(true)
    expect(gone.findings[0]?.detail).toMatch(/unreachable/)
  })

  it('fails on an answer the app cannot read, and notes items it leaves out', async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      if (req.url?.startsWith('/v1/search/consumer-insights'))
        res.end(
          JSON.stringify({ results: [{ question_id: 'q1', label: 'Q' }, { label: 'no id' }] }),
        )
      else res.end(JSON.stringify({ total_count: 'many' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const report = await runDoctor({ baseUrl: base, apiKey: 'k' })
      expect(report.broken).toBe(true)
      expect(
        report.findings.find((f) => f.subject === '/v1/search/consumer-insights'),
      ).toMatchObject({
        verdict: 'warn',
        detail: expect.stringContaining('1 of 2 items left out (no question_id)'),
      })
      expect(
        report.findings.find((f) => f.subject === '/v1/search/market-insights/indicators')?.detail,
      ).toMatch(/cannot read this answer/)
    } finally {
      server.close()
    }
  })
})
