import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { resolveUpstream } from './upstream'

function dirWithEnvFile(content?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-config-'))
  if (content !== undefined) writeFileSync(path.join(dir, '.env.local'), content)
  return dir
}

describe('loadConfig', () => {
  it('reads .env.local', () => {
    const dir = dirWithEnvFile('DDS_BASE_URL=https://api.example.com\nDDS_API_KEY="k1"\n')
    expect(loadConfig(dir, {})).toEqual({ baseUrl: 'https://api.example.com', apiKey: 'k1' })
  })

  it('lets the environment win over the file, and treats blank as unset', () => {
    const dir = dirWithEnvFile('DDS_BASE_URL=https://file.example\nDDS_API_KEY=file-key\n')
    expect(loadConfig(dir, { DDS_API_KEY: 'env-key', DDS_BASE_URL: '  ' })).toEqual({
      baseUrl: undefined,
      apiKey: 'env-key',
    })
  })

  it('works without a file', () => {
    expect(loadConfig(dirWithEnvFile(), {})).toEqual({ baseUrl: undefined, apiKey: undefined })
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
