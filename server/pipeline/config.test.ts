import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'
import { resolveUpstream } from './proxy/upstream'

function dirWithEnvFile(content?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-config-'))
  if (content !== undefined) writeFileSync(path.join(dir, '.env.local'), content)
  return dir
}

describe('loadConfig', () => {
  it('reads .env.local', () => {
    const dir = dirWithEnvFile('DDS_BASE_URL=https://api.example.com\nDDS_API_KEY="k1"\n')
    expect(loadConfig(dir, {})).toMatchObject({
      baseUrl: 'https://api.example.com',
      apiKey: 'k1',
    })
  })

  it('lets the environment win over the file, and treats blank as unset', () => {
    const dir = dirWithEnvFile('DDS_BASE_URL=https://file.example\nDDS_API_KEY=file-key\n')
    expect(loadConfig(dir, { DDS_API_KEY: 'env-key', DDS_BASE_URL: '  ' })).toMatchObject({
      baseUrl: undefined,
      apiKey: 'env-key',
    })
  })

  it('works without a file, with the documented defaults', () => {
    expect(loadConfig(dirWithEnvFile(), {})).toMatchObject({
      baseUrl: undefined,
      apiKey: undefined,
      port: 8080,
      host: '127.0.0.1',
      upstreamTimeoutMs: 30_000,
      logLevel: 'info',
      shutdownGraceMs: 10_000,
      allowedHosts: [],
      trustedProxies: ['127.0.0.0/8', '::1'],
      firstView: true,
      benchFloor: false,
    })
  })

  it('reads every setting, from the file as from the environment', () => {
    const dir = dirWithEnvFile('DDS_SHUTDOWN_GRACE_S=3\nDDS_LOG_LEVEL=warn\n')
    const config = loadConfig(dir, {
      PORT: '9000',
      DDS_PUBLIC_URL: 'https://DDS.example.org/',
      DDS_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7',
      DDS_FIRST_VIEW: '0',
      DDS_BENCH_FLOOR: '1',
    })
    expect(config).toMatchObject({
      port: 9000,
      shutdownGraceMs: 3_000,
      logLevel: 'warn',
      allowedHosts: ['dds.example.org'],
      trustedProxies: ['10.0.0.0/8', '192.0.2.7'],
      firstView: false,
      benchFloor: true,
    })
    expect(config.publicUrl?.protocol).toBe('https:')
    expect(loadConfig(dir, { DDS_ALLOWED_HOSTS: 'a.example, B.example' }).allowedHosts).toEqual([
      'a.example',
      'b.example',
    ])
  })

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a number/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ DDS_SHUTDOWN_GRACE_S: '2.5' }, /DDS_SHUTDOWN_GRACE_S must be a whole number/],
    [{ DDS_LOG_LEVEL: 'loud' }, /DDS_LOG_LEVEL must be one of/],
    [{ DDS_PUBLIC_URL: 'dds.example.org' }, /DDS_PUBLIC_URL must be an http/],
    [{ DDS_TRUSTED_PROXIES: '10.0.0.0/40' }, /not an address or CIDR/],
    [{ DDS_TRUSTED_PROXIES: 'proxy.local' }, /not an address or CIDR/],
    [{ DDS_AUTH: 'ldap' }, /DDS_AUTH must be one of none, password, oidc, header/],
    [{ DDS_AUTH: 'oidc' }, /DDS_AUTH=oidc needs DDS_OIDC_ISSUER/],
    [{ DDS_REDIS_URL: 'localhost:6379' }, /DDS_REDIS_URL must be a redis/],
    [{ DDS_DATABASE_URL: 'mysql://db/dds' }, /DDS_DATABASE_URL must be a postgres:\/\//],
    [{ DDS_USER_RATE: '0' }, /DDS_USER_RATE must be at least 1/],
    [{ DDS_USER_DAILY_CALLS: '5k' }, /DDS_USER_DAILY_CALLS must be a number/],
    [{ DDS_CREDIT_COSTS: 'studies=2' }, /is not <endpoint>=<credits>/],
    [{ DDS_CREDIT_COSTS: '/v1/nothing=2' }, /the endpoints are \/v1\/marketInsights/],
  ])('stops on a bad value and names it: %o', (env, message) => {
    expect(() => loadConfig(dirWithEnvFile(), env)).toThrow(ConfigError)
    expect(() => loadConfig(dirWithEnvFile(), env)).toThrow(message)
  })

  it('bounds each user’s upstream calls a day, 5,000 unless set', () => {
    expect(loadConfig(dirWithEnvFile(), {}).limits.userDailyCalls).toBe(5_000)
    expect(
      loadConfig(dirWithEnvFile(), { DDS_USER_DAILY_CALLS: '800' }).limits.userDailyCalls,
    ).toBe(800)
  })

  it('keeps saved work under DDS_DATA_DIR (default .dds-data/), or in PostgreSQL when named', () => {
    const dir = dirWithEnvFile()
    expect(loadConfig(dir, {}).workspace).toEqual({ dataDir: path.join(dir, '.dds-data') })
    expect(
      loadConfig(dir, {
        DDS_DATA_DIR: '/var/lib/dds',
        DDS_DATABASE_URL: 'postgres://dds:secret@db.example.org/dds',
      }).workspace,
    ).toEqual({ dataDir: '/var/lib/dds', databaseUrl: 'postgres://dds:secret@db.example.org/dds' })
  })

  it('reads credit costs that differ from the provider’s table', () => {
    expect(
      loadConfig(dirWithEnvFile(), { DDS_CREDIT_COSTS: '/v1/studies=2, /v1/data/reports=0' }).limits
        .costs,
    ).toEqual({ '/v1/studies': 2, '/v1/data/reports': 0 })
    expect(loadConfig(dirWithEnvFile(), {}).limits.costs).toEqual({})
  })

  it('will not listen beyond this machine without knowing its own host name', () => {
    expect(() => loadConfig(dirWithEnvFile(), { HOST: '0.0.0.0' })).toThrow(/DDS_PUBLIC_URL/)
    expect(() =>
      loadConfig(dirWithEnvFile(), { HOST: '0.0.0.0', DDS_ALLOWED_HOSTS: 'dds.internal' }),
    ).toThrow(/DDS_AUTH=none is for loopback only/)
    expect(
      loadConfig(dirWithEnvFile(), {
        HOST: '0.0.0.0',
        DDS_ALLOWED_HOSTS: 'dds.internal',
        DDS_AUTH: 'password',
      }).host,
    ).toBe('0.0.0.0')
    expect(loadConfig(dirWithEnvFile(), { HOST: '::1' }).host).toBe('::1')
  })
})

describe('resolveUpstream', () => {
  it('uses a configured service and never names the key', async () => {
    const upstream = await resolveUpstream({ baseUrl: 'https://api.example.com/', apiKey: 'k-123' })
    expect(upstream).toMatchObject({
      kind: 'remote',
      baseUrl: 'https://api.example.com',
      apiKey: 'k-123',
    })
    expect(upstream.description).not.toContain('k-123')
  })

  it('explains a missing key and a malformed address', async () => {
    await expect(resolveUpstream({ baseUrl: 'https://api.example.com' })).rejects.toThrow(
      /DDS_API_KEY/,
    )
    await expect(resolveUpstream({ baseUrl: 'not a url', apiKey: 'k' })).rejects.toThrow(
      /not a valid address/,
    )
    await expect(resolveUpstream({ baseUrl: 'ftp://host', apiKey: 'k' })).rejects.toThrow(/http/)
  })

  it('starts the embedded service with a generated key when nothing is configured', async () => {
    const upstream = await resolveUpstream({})
    try {
      expect(upstream.kind).toBe('embedded')
      expect(upstream.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const res = await fetch(`${upstream.baseUrl}/v1/studies?size=1`, {
        headers: { 'x-api-key': upstream.apiKey },
      })
      expect(res.status).toBe(200)
      expect(upstream.description).not.toContain(upstream.apiKey)
    } finally {
      await upstream.close()
    }
  })
})
