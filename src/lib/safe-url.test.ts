import { describe, expect, it } from 'vitest'
import { safeHttpUrl, siteOrigin } from './safe-url'

describe('safeHttpUrl', () => {
  it.each([
    [
      'https://www.statista.com/statistics/1/x/?utm_source=dds',
      'https://www.statista.com/statistics/1/x/?utm_source=dds',
    ],
    ['http://example.org/a b', 'http://example.org/a%20b'],
    ['  https://de.statista.com/  ', 'https://de.statista.com/'],
  ])('keeps the http(s) address %s', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected)
  })

  it('resolves a site-relative path against a trusted base', () => {
    expect(safeHttpUrl('/statistics/123/slug/', 'https://de.statista.com/study/9')).toBe(
      'https://de.statista.com/statistics/123/slug/',
    )
    expect(safeHttpUrl('/statistics/1', undefined)).toBeUndefined()
    expect(safeHttpUrl('/statistics/1', 'javascript:alert(1)')).toBeUndefined()
    expect(safeHttpUrl('statistics/1', 'https://www.statista.com')).toBeUndefined()
  })

  const hostile = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&#58;alert(1)',
    'jav&#x09;ascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'file:///etc/passwd',
    'ftp://example.org/',
    'blob:https://example.org/uuid',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://user:pass@evil.example/',
    'https://',
    '',
    '   ',
    'not a url',
  ]
  it.each(hostile)('refuses %j', (raw) => {
    expect(safeHttpUrl(raw, 'https://www.statista.com')).toBeUndefined()
  })

  it('refuses non-strings', () => {
    expect(safeHttpUrl(undefined)).toBeUndefined()
    expect(safeHttpUrl(null)).toBeUndefined()
  })

  it('derives the site origin of an item link', () => {
    expect(siteOrigin('https://de.statista.com/statistik/daten/studie/1/?utm=1')).toBe(
      'https://de.statista.com',
    )
    expect(siteOrigin('javascript:alert(1)')).toBeUndefined()
  })
})
