import { createElement, Fragment, useMemo, type ReactNode } from 'react'
import { sanitizeHtml, type SafeNode } from '../lib/sanitize-html'

/**
 * Where the service's headings (<h2>, <h3>, <h4>) sit in the page's outline: a level for its
 * top heading (the others follow one level deeper each), or 'text' for bold paragraphs, so a
 * description inside a card does not add "Overview" headings to the page's outline.
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6 | 'text'

interface RenderOptions {
  headingLevel: HeadingLevel
  plainLinks: boolean
}

/** Renders service HTML through the allow-list sanitizer; links open safely in a new tab. */
export function SafeHtml({
  html,
  baseUrl,
  className,
  headingLevel = 2,
  plainLinks = false,
}: {
  html: string | null | undefined
  baseUrl?: string | undefined
  className?: string
  headingLevel?: HeadingLevel
  /**
   * Links as plain text: for a clipped preview, where a keyboard user could focus a link cut
   * out of sight. The full text, with its links, is shown elsewhere.
   */
  plainLinks?: boolean
}) {
  const nodes = useMemo(() => sanitizeHtml(html ?? '', baseUrl ? { baseUrl } : {}), [html, baseUrl])
  if (nodes.length === 0) return null
  return (
    <div
      className={`space-y-2 [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className ?? ''}`}
    >
      {render(nodes, { headingLevel, plainLinks })}
    </div>
  )
}

const SERVICE_HEADING_LEVEL: Record<string, number> = { h2: 2, h3: 3, h4: 4 }

function render(nodes: SafeNode[], options: RenderOptions): ReactNode[] {
  const { headingLevel, plainLinks } = options
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>
    if ('href' in node && plainLinks)
      return <Fragment key={index}>{render(node.children, options)}</Fragment>
    if ('href' in node) {
      return (
        <a
          key={index}
          href={node.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-accent underline underline-offset-2 hover:text-accent-strong"
        >
          {render(node.children, options)}
        </a>
      )
    }
    if (node.tag === 'br') return <br key={index} />
    const children = render(node.children, options)
    const level = SERVICE_HEADING_LEVEL[node.tag]
    if (level !== undefined) {
      if (headingLevel === 'text')
        return (
          <p key={index} className="font-semibold">
            {children}
          </p>
        )
      return createElement(`h${Math.min(6, headingLevel + level - 2)}`, { key: index }, ...children)
    }
    return createElement(node.tag, { key: index }, ...children)
  })
}
