import { createElement, Fragment, useMemo, type ReactNode } from 'react'
import { sanitizeHtml, type SafeNode } from '../lib/sanitize-html'

/** Renders service HTML through the allow-list sanitizer; links open safely in a new tab. */
export function SafeHtml({
  html,
  baseUrl,
  className,
}: {
  html: string | null | undefined
  baseUrl?: string | undefined
  className?: string
}) {
  const nodes = useMemo(() => sanitizeHtml(html ?? '', baseUrl ? { baseUrl } : {}), [html, baseUrl])
  if (nodes.length === 0) return null
  return (
    <div
      className={`space-y-2 [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className ?? ''}`}
    >
      {render(nodes)}
    </div>
  )
}

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>
    if ('href' in node) {
      return (
        <a
          key={index}
          href={node.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-accent underline underline-offset-2 hover:text-accent-strong"
        >
          {render(node.children)}
        </a>
      )
    }
    if (node.tag === 'br') return <br key={index} />
    return createElement(node.tag, { key: index }, ...render(node.children))
  })
}
