import { fileURLToPath } from 'node:url'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ENDPOINTS, type ParamSpec } from '../src/api/endpoints'

/**
 * The endpoint table of docs/service-contract.md, written from the endpoint list
 * (src/api/endpoints.ts) so the document cannot drift from the code:
 * `npm run docs:endpoints` rewrites it, and server/endpoint-agreement.test.ts fails when the
 * document holds another.
 */

const BEGIN =
  '<!-- endpoint-table: written by `npm run docs:endpoints` from src/api/endpoints.ts -->'
const END = '<!-- /endpoint-table -->'

function typeOf(spec: ParamSpec): string {
  switch (spec.type) {
    case 'text':
      return `text ${spec.min}–${spec.max}`
    case 'whole':
      return `whole ${spec.min}–${spec.max === 4_294_967_295 ? 'uint32' : spec.max}${spec.default !== undefined ? `, default ${spec.default}` : ''}${spec.alias ? `, alias \`${spec.alias}\`` : ''}`
    case 'flag':
      return 'true/false'
    case 'choice':
      return `${spec.values.join(' / ')}${spec.default !== undefined ? `, default ${spec.default}` : ''}`
    case 'date':
      return `date (${spec.bound} of day)`
    case 'survey-id':
      return 'question or answer ID'
    case 'answer-ids':
      return `answer IDs, comma-separated, ≤ ${spec.max}`
    case 'country':
      return 'ISO 3166-1 alpha-3'
    case 'content-id':
      return 'uint64'
    case 'uuid':
      return 'UUID'
    case 'geo-codes':
      return `geo codes, ≤ ${spec.max}, default ${spec.default}`
    case 'token':
      return 'token'
  }
}

export function endpointTable(): string {
  const rows = Object.values(ENDPOINTS).map((e) => {
    const specs: Readonly<Record<string, ParamSpec>> = e.params
    const params = Object.entries(specs)
      .map(
        ([name, spec]) =>
          `\`${name}\`${'required' in spec && spec.required ? '*' : ''}: ${typeOf(spec)}`,
      )
      .join('; ')
    return `| ${e.method} \`${e.path}\` | ${e.title} | ${params || '(JSON body)'} | ${e.credits} | ${e.cache ? 'yes' : 'no'} | ${'paging' in e ? e.paging : '–'} | ${e.package} | ${e.origin} |`
  })
  return [
    BEGIN,
    '',
    '| Endpoint | What | Parameters (* required) | Credits | Kept | Paging | Package | From |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n')
}

export const CONTRACT_DOC = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'service-contract.md',
)

/**
 * The table of a document, each row as its trimmed cells (a separator row's cells as `---`), so
 * that the column widths Prettier pads a Markdown table to do not count.
 */
export function tableCells(doc: string): string[][] {
  const from = doc.indexOf(BEGIN)
  const to = doc.indexOf(END)
  if (from === -1 || to === -1) return []
  return doc
    .slice(from + BEGIN.length, to)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(' | ')
        .map((cell) => (/^\s*:?-+:?\s*$/.test(cell) ? '---' : cell.trim())),
    )
}

/** The document with its table replaced by the list's. */
export function withTable(doc: string): string {
  const from = doc.indexOf(BEGIN)
  const to = doc.indexOf(END)
  if (from === -1 || to === -1) throw new Error(`${CONTRACT_DOC} has no endpoint-table markers`)
  return doc.slice(0, from) + endpointTable() + doc.slice(to + END.length)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CONTRACT_DOC, withTable(readFileSync(CONTRACT_DOC, 'utf8')))
  console.log(`wrote the endpoint table into ${path.relative(process.cwd(), CONTRACT_DOC)}`)
}
