import { parse, type DefaultTreeAdapterTypes as T } from 'parse5'
import type { HtmlNode, HtmlParser } from '../lib/html-tree'

/**
 * The server's HTML parser for the sanitizer: parse5 follows the same WHATWG parsing algorithm
 * as the browser's DOMParser, so a description sanitized for the first view becomes the same
 * tree the browser builds when it hydrates. Scripting is disabled, as in DOMParser documents.
 */
export const parse5Html: HtmlParser = (html) => {
  const document = parse(html, { scriptingEnabled: false })
  const htmlElement = document.childNodes.find(isElement)
  const body = htmlElement?.childNodes.find((node) => isElement(node) && node.tagName === 'body')
  return body && isElement(body) ? fromParse5(body.childNodes) : []
}

function isElement(node: T.ChildNode | T.Node): node is T.Element {
  return 'tagName' in node
}

function fromParse5(nodes: T.ChildNode[]): HtmlNode[] {
  const out: HtmlNode[] = []
  for (const node of nodes) {
    if (node.nodeName === '#text') out.push({ text: (node as T.TextNode).value })
    else if (isElement(node))
      out.push({
        tag: node.tagName,
        href: node.attrs.find((attr) => attr.name === 'href' && !attr.prefix)?.value ?? null,
        children: fromParse5(node.childNodes),
      })
  }
  return out
}
