import { describe, expect, it } from 'vitest'
import { readParams } from './endpoint-params'
import { ENDPOINTS, type Endpoint } from './endpoints'

const read = (endpoint: Endpoint, query: string, unknown: 'refuse' | 'ignore' = 'refuse') =>
  readParams(endpoint, new URLSearchParams(query), { unknown })

const canonical = (endpoint: Endpoint, query: string) => {
  const result = read(endpoint, query)
  if (!result.ok) throw new Error(result.message)
  return result.query
}

describe('the canonical query (what is forwarded and keys the cache)', () => {
  it('orders parameters, leaves out defaults and blank text, reads limit as size', () => {
    const plain = canonical(ENDPOINTS.studies, 'q=energy')
    expect(plain).toBe('q=energy')
    for (const same of [
      'page=1&q=energy',
      'q=energy&size=10&platform=en&sort=0&offset=0',
      'limit=10&q=energy',
      'size=10&q=energy&page=1',
      'q=%20energy%20',
    ])
      expect(canonical(ENDPOINTS.studies, same)).toBe(plain)
    expect(canonical(ENDPOINTS.studies, 'sort=1&q=energy')).toBe('q=energy&sort=1')
    expect(canonical(ENDPOINTS.studies, 'q=%20&page=2')).toBe('page=2')
    expect(canonical(ENDPOINTS.studies, 'size=5&limit=5')).toBe('size=5')
    expect(canonical(ENDPOINTS.studies, 'premium=1')).toBe('premium=true')
  })

  it('writes survey inputs in one form: filters sorted and deduplicated, country upper-case', () => {
    expect(
      canonical(
        ENDPOINTS.dataTable,
        'year=2026&filters=b%231,a%232,b%231&country=deu&rows=v0013g_demo_generation',
      ),
    ).toBe('rows=v0013g_demo_generation&filters=a%232%2Cb%231&country=DEU&year=2026')
  })

  it('keeps the provider’s full survey IDs: - and . in questions, answer codes to 65535', () => {
    expect(canonical(ENDPOINTS.dataTable, 'rows=v2024.q-12_brand%2312000')).toBe(
      'rows=v2024.q-12_brand%2312000',
    )
    expect(read(ENDPOINTS.dataTable, 'rows=q%2365536').ok).toBe(false)
  })

  it('keeps a content identifier beyond 2^53 exact', () => {
    expect(canonical(ENDPOINTS.reports, 'id=18446744073709551615')).toBe('id=18446744073709551615')
    expect(read(ENDPOINTS.reports, 'id=18446744073709551616').ok).toBe(false)
  })
})

describe('what is refused before anything goes upstream', () => {
  it.each([
    ['offset=1e4', 'offset'],
    ['offset=10000.0', 'offset'],
    ['offset=0x2710', 'offset'],
    ['offset=%D9%A1%D9%A0', 'offset'],
    ['offset%5B%5D=', 'offset[]'],
    ['page=1e3', 'page'],
    ['page=0', 'page'],
    ['size=-1', 'size'],
    ['_=17', '_'],
    ['zzz=1', 'zzz'],
    ['page=1&page=2', 'page'],
    ['size=5&limit=6', 'size'],
    ['platform=fr', 'platform'],
    ['date_from=yesterday', 'date_from'],
    ['premium=maybe', 'premium'],
    ['q=a%00b', 'q'],
  ])('%s names %s', (query, parameter) => {
    const result = read(ENDPOINTS.studies, query)
    expect(result).toMatchObject({ ok: false, parameter })
    if (!result.ok) expect(result.message).toContain(`'${parameter}'`)
  })

  it('says what an endpoint takes when given what it does not', () => {
    const result = read(ENDPOINTS.statistics, 'page=2')
    expect(result).toMatchObject({ ok: false, parameter: 'page' })
    if (!result.ok) expect(result.message).toMatch(/it takes q, offset, size, date_from/)
  })

  it('requires what the endpoint requires', () => {
    expect(read(ENDPOINTS.consumerInsights, 'q=%20')).toMatchObject({ ok: false, parameter: 'q' })
    expect(read(ENDPOINTS.dataTable, '')).toMatchObject({ ok: false, parameter: 'rows' })
    expect(read(ENDPOINTS.indicatorData, 'id=not-a-uuid')).toMatchObject({
      ok: false,
      parameter: 'id',
    })
  })

  it('lets the embedded service ignore what an endpoint does not define', () => {
    expect(read(ENDPOINTS.statistics, 'q=x&page=2&platform=de', 'ignore')).toMatchObject({
      ok: true,
      query: 'q=x',
    })
  })
})
