/**
 * A parsed HTML fragment as plain data: what the sanitizer reads, whichever parser produced
 * it. The browser parses with DOMParser; the server, which renders first views, registers a
 * spec-compliant parser of its own (src/server-render/parse5-html.ts), so both sides build
 * the same tree from the same markup and a hydrated page matches what the server wrote.
 */
export type HtmlNode = { text: string } | { tag: string; href: string | null; children: HtmlNode[] }

/** Parses a fragment as the body of a text/html document, with scripting disabled. */
export type HtmlParser = (html: string) => HtmlNode[]

let parser: HtmlParser | undefined

/** Registers the parser of an environment without DOMParser (the server). */
export function setHtmlParser(next: HtmlParser): void {
  parser = next
}

export function parseHtml(html: string): HtmlNode[] {
  parser ??= domParser
  return parser(html)
}

function domParser(html: string): HtmlNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return fromDom(doc.body)
}

function fromDom(parent: Node): HtmlNode[] {
  const out: HtmlNode[] = []
  parent.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) out.push({ text: node.textContent ?? '' })
    else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element
      // A <template>'s parsed content lives in a separate fragment, never in its children.
      out.push({
        tag: element.localName,
        href: element.getAttribute('href'),
        children: fromDom(element),
      })
    }
  })
  return out
}

/** All text below a node, as DOM textContent gives it. */
export function textOf(node: HtmlNode): string {
  return 'text' in node ? node.text : node.children.map(textOf).join('')
}
