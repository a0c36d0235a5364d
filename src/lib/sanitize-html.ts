import { parseHtml, textOf, type HtmlNode } from './html-tree'
import { safeHttpUrl } from './safe-url'

/**
 * Service descriptions and answers are HTML from outside. They are parsed (inertly, with
 * DOMParser in the browser: nothing runs and nothing loads; see html-tree.ts) and rebuilt from an allow-list as plain data,
 * which components render as React elements. No HTML string ever reaches the DOM, so no tag,
 * attribute or URL outside the list can survive.
 */
export type SafeNode =
  | string
  | { tag: AllowedTag; children: SafeNode[] }
  | { tag: 'a'; href: string; children: SafeNode[] }

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'blockquote',
  'sub',
  'sup',
  'span',
] as const
export type AllowedTag = (typeof ALLOWED_TAGS)[number]
const ALLOWED = new Set<string>(ALLOWED_TAGS)

// Content of these is never text a reader should see.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'inert-style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
])

const MAX_DEPTH = 32

// Even in DOMParser's inert document, the browser checks event-handler and style attributes
// and <style> elements against the page's Content-Security-Policy while parsing, and reports a
// violation (nothing runs). Only tags and href are read below, so those are renamed before
// parsing: hostile markup then leaves no trace in the page's CSP reports.
const TAG = /<[a-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^"'>])*>?/gi
const CHECKED_ATTRIBUTE = /([\s/"'])(on[\w-]*|style)(?=[\s/>=]|$)/gi
const STYLE_ELEMENT = /<(\/?)style(?=[\s/>]|$)/gi

function parseInert(html: string): HtmlNode[] {
  const defused = html
    .replace(TAG, (tag) => tag.replace(CHECKED_ATTRIBUTE, '$1data-inert-$2'))
    .replace(STYLE_ELEMENT, '<$1inert-style')
  return parseHtml(defused)
}

export function sanitizeHtml(html: string, options: { baseUrl?: string } = {}): SafeNode[] {
  if (!html) return []
  return convertChildren(parseInert(html), options.baseUrl, 0)
}

function convertChildren(
  nodes: HtmlNode[],
  baseUrl: string | undefined,
  depth: number,
): SafeNode[] {
  const out: SafeNode[] = []
  for (const node of nodes) {
    for (const converted of convert(node, baseUrl, depth)) {
      const last = out[out.length - 1]
      if (typeof converted === 'string' && typeof last === 'string')
        out[out.length - 1] = last + converted
      else out.push(converted)
    }
  }
  return out
}

function convert(node: HtmlNode, baseUrl: string | undefined, depth: number): SafeNode[] {
  if ('text' in node) return node.text ? [node.text] : []
  const tag = node.tag.toLowerCase()
  if (DROPPED_WITH_CONTENT.has(tag)) return []
  // Deep nesting is flattened to text rather than trusted to the renderer's stack.
  if (depth >= MAX_DEPTH) {
    const text = textOf(node)
    return text ? [text] : []
  }
  const children = convertChildren(node.children, baseUrl, depth + 1)
  if (tag === 'a') {
    const href = safeHttpUrl(node.href, baseUrl)
    return href ? [{ tag: 'a', href, children }] : children
  }
  if (ALLOWED.has(tag)) return [{ tag: tag as AllowedTag, children }]
  // An unknown wrapper (div, font, custom element) keeps its content, loses itself.
  return children
}

const SPACED = new Set(['br', 'p', 'li', 'h2', 'h3', 'h4'])

/** Plain text of an HTML fragment, for snippets, citations and CSV. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  const text = (nodes: HtmlNode[]): string =>
    nodes
      .map((node) => {
        if ('text' in node) return node.text
        const tag = node.tag.toLowerCase()
        if (DROPPED_WITH_CONTENT.has(tag)) return ''
        return SPACED.has(tag) ? `${text(node.children)} ` : text(node.children)
      })
      .join('')
  return text(parseInert(html)).replace(/\s+/g, ' ').trim()
}
