// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeHtml, type SafeNode } from './sanitize-html'

const BASE = 'https://www.statista.com'

/** Every href and tag of a sanitized tree, to assert nothing unsafe survived. */
function collect(nodes: SafeNode[], out: { tags: string[]; hrefs: string[]; text: string[] }) {
  for (const node of nodes) {
    if (typeof node === 'string') out.text.push(node)
    else {
      out.tags.push(node.tag)
      if ('href' in node) out.hrefs.push(node.href)
      collect(node.children, out)
    }
  }
  return out
}
const inspect = (html: string) =>
  collect(sanitizeHtml(html, { baseUrl: BASE }), { tags: [], hrefs: [], text: [] })

describe('sanitizeHtml', () => {
  it('keeps the structure real descriptions use and resolves relative links', () => {
    const nodes = sanitizeHtml(
      '<h2>Overview</h2><p>Revenue <strong>grew</strong>.<br>See <a href="/statistics/1/x/">this</a>.</p>',
      { baseUrl: BASE },
    )
    expect(nodes).toEqual([
      { tag: 'h2', children: ['Overview'] },
      {
        tag: 'p',
        children: [
          'Revenue ',
          { tag: 'strong', children: ['grew'] },
          '.',
          { tag: 'br', children: [] },
          'See ',
          { tag: 'a', href: 'https://www.statista.com/statistics/1/x/', children: ['this'] },
          '.',
        ],
      },
    ])
  })

  const payloads: [string, string][] = [
    ['script tag', '<p>a</p><script>alert(1)</script>'],
    ['event handler', '<p onclick="alert(1)">a</p><img src=x onerror=alert(1)>'],
    ['svg onload', '<svg onload=alert(1)><script>alert(1)</script></svg>'],
    ['javascript link', '<a href="javascript:alert(1)">x</a>'],
    ['encoded javascript link', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['tab in scheme', '<a href="java&#9;script:alert(1)">x</a>'],
    ['data link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['protocol-relative link', '<a href="//evil.example/">x</a>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['style', '<style>body{background:url(javascript:alert(1))}</style><p style="x">a</p>'],
    ['form', '<form action="https://evil.example"><input name=a><button>go</button></form>'],
    ['object', '<object data="javascript:alert(1)"></object><embed src="x">'],
    ['image', '<img src="https://evil.example/track.gif">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base tag', '<base href="https://evil.example/"><a href="/x">x</a>'],
    ['mxss noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ]
  it.each(payloads)('makes %s inert', (_name, html) => {
    const result = inspect(html)
    for (const tag of result.tags)
      expect(['p', 'a', 'br', 'strong', 'h2', 'span', 'ul', 'li']).toContain(tag)
    for (const href of result.hrefs) expect(href).toMatch(/^https:\/\/www\.statista\.com\//)
    expect(JSON.stringify(result)).not.toMatch(/onerror|onclick|onload|javascript:|evil\.example/i)
  })

  it('keeps safe absolute links and drops the unsafe link but keeps its text', () => {
    expect(inspect('<a href="https://example.org/a">ok</a><a href="javascript:x">bad</a>')).toEqual(
      {
        tags: ['a'],
        hrefs: ['https://example.org/a'],
        text: ['ok', 'bad'],
      },
    )
  })

  it('defuses handler and style markup before parsing without changing what is read', () => {
    expect(
      inspect(
        '<p>onion= style <a onclick="x" title="a>b" style="c" href="/a">link</a></p>' +
          '<style>p{color:red}</style><STYLE/>x</STYLE>after<img/onerror=1 src=y>',
      ),
    ).toEqual({
      tags: ['p', 'a'],
      hrefs: ['https://www.statista.com/a'],
      text: ['onion= style ', 'link', 'after'],
    })
  })

  it('flattens pathological nesting instead of recursing without bound', () => {
    const deep = '<span>'.repeat(400) + 'deep' + '</span>'.repeat(400)
    expect(inspect(deep).text.join('')).toBe('deep')
  })

  it('returns nothing for empty input', () => {
    expect(sanitizeHtml('')).toEqual([])
  })
})

describe('htmlToText', () => {
  it('gives readable text with breaks as spaces and no script content', () => {
    expect(htmlToText('<h2>Title</h2><p>One<br>two</p><script>alert(1)</script>')).toBe(
      'Title One two',
    )
    expect(htmlToText(null)).toBe('')
  })
})
