import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT_DOC, endpointTable, tableCells } from '../scripts/endpoint-table'
import { creditsOf, ENDPOINTS, packageHas, PACKAGES, type Endpoint } from '../src/api/endpoints'
import { createLimits } from './pipeline/limits/limits'
import { pagingDepth } from './pipeline/limits/paging-depth'
import { resolveTarget } from './pipeline/proxy/proxy'
import { createMemoryStore } from './store/memory-store'
import { call, testService } from './service/testing/test-client'

/**
 * Everything that knows an endpoint reads the one endpoint list (src/api/endpoints.ts). These
 * tests hold each reader to it, so that a path, a method, a package or a cost changed in one
 * place alone fails here: the proxy's allow-list, the embedded service's routes and packages,
 * the credit ledger, the paging-depth cap, the document's endpoint table, and the rule that no
 * other code names a `/v1/` path.
 */

const endpoints: readonly Endpoint[] = Object.values(ENDPOINTS)
const ROOT = path.resolve(import.meta.dirname, '..')

beforeAll(() => void testService(), 120_000)

describe('the endpoint list agrees with', () => {
  it('the proxy: each endpoint with its method, nothing else', () => {
    for (const e of endpoints) {
      const needs = Object.entries(e.params).find(([, spec]) => 'required' in spec)?.[0]
      expect(resolveTarget(`/api${e.path}`, e.method), e.path).toMatchObject(
        needs ? { ok: false, status: 400, body: { parameter: needs } } : { ok: true, path: e.path },
      )
      const other = e.method === 'GET' ? 'POST' : 'GET'
      expect(resolveTarget(`/api${e.path}`, other)).toMatchObject({ ok: false, status: 405 })
    }
    expect(resolveTarget('/api/v1/statistics', 'GET')).toMatchObject({ ok: false, status: 404 })
  })

  it('the embedded service: a route for each endpoint and method, and no other /v1/ route', () => {
    const routes = testService()
      .app.routes.filter(
        (r) => r.path.startsWith('/v1/') && !r.path.includes('*') && r.method !== 'ALL',
      )
      .map((r) => `${r.method} ${r.path}`)
    expect([...new Set(routes)].sort()).toEqual(
      endpoints.map((e) => `${e.method} ${e.path}`).sort(),
    )
  })

  it('the embedded service’s packages: a starter key reaches exactly the starter endpoints', async () => {
    for (const e of endpoints) {
      const res = await call(e.path, { method: e.method, key: 'demo-starter' })
      expect(res.status === 403, `${e.path} answered ${res.status}`).toBe(!packageHas('starter', e))
    }
    expect(PACKAGES).toEqual(['starter', 'advanced'])
  })

  it('the credit ledger: every call costs what the list says', async () => {
    const store = createMemoryStore()
    const limits = createLimits({ store, userDailyCredits: 10_000, teamDailyCredits: 10_000 })
    for (const e of endpoints) {
      expect(creditsOf(e.path)).toBe(e.credits)
      const reserved = await limits.reserve('u', {
        path: e.path,
        query: new URLSearchParams(),
        method: e.method,
      })
      expect(reserved.ok && reserved.charge.credits, e.path).toBe(e.credits)
    }
  })

  it('the paging-depth cap: lists that page are capped, the rest are not', () => {
    for (const e of endpoints) {
      const depth = pagingDepth(e.path, new URLSearchParams('size=5&page=3&offset=7'))
      if (!('paging' in e)) expect(depth, e.path).toBeUndefined()
      else if (e.paging === 'size') expect(depth, e.path).toBe(5)
      else if (e.paging === 'offset') expect(depth, e.path).toBe(12)
      else expect(depth, e.path).toBe(22)
    }
  })

  it('the endpoint table of docs/service-contract.md (npm run docs:endpoints writes it)', () => {
    expect(tableCells(readFileSync(CONTRACT_DOC, 'utf8'))).toEqual(tableCells(endpointTable()))
  })

  // Tests, benchmarks and the embedded service's test helpers name paths as inputs, as a client
  // would; the code that serves and forwards them reads the list.
  it('the code: no other non-test code names a /v1/ path', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'server', 'scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(
        (f) =>
          /\.(ts|tsx)$/.test(f) &&
          !/\.test\.tsx?$|\/testing[/-]|\/contract\//.test(f) &&
          f !== 'src/api/endpoints.ts',
      )
    const named: string[] = []
    for (const file of files) {
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const code = line
            .replace(/\/\*.*?\*\//g, '')
            .replace(/\/\/.*$/, '')
            .replace(/^\s*\*.*$/, '')
          if (/['"`][^'"`]*\/v1\/[A-Za-z]/.test(code))
            named.push(`${file}:${index + 1}: ${line.trim()}`)
        })
    }
    expect(named).toEqual([])
  })
})
