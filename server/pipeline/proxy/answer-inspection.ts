import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { parseJsonExact } from '../../../src/api/json-text'
import type { Endpoint } from '../../../src/api/endpoints'
import type { Unreadable } from '../../../src/api/schemas/primitives'
import type { Logger } from '../log'
import type { CachedAnswer } from './response-cache'

const gunzip = promisify(zlib.gunzip)
const inflate = promisify(zlib.unzip)
const brotli = promisify(zlib.brotliDecompress)

/** The `unreadable` notes an answer's schema left, wherever in the answer they are. */
function notesIn(value: unknown, found: Unreadable[] = [], depth = 0): Unreadable[] {
  if (depth > 4 || value === null || typeof value !== 'object') return found
  for (const [key, inner] of Object.entries(value)) {
    if (/^unreadable/i.test(key) && inner && typeof inner === 'object' && 'count' in inner) {
      if ((inner as Unreadable).count > 0) found.push(inner as Unreadable)
    } else if (!Array.isArray(inner)) notesIn(inner, found, depth + 1)
  }
  return found
}

/** One warning line an answer causes: its fields and message. */
type Finding = [fields: Record<string, unknown>, message: string]

/**
 * What the answers read lately were found to hold, by a digest of their bytes: the same bytes
 * give the same findings, so an answer met again (the cache off, a kept answer expired, a search
 * repeated by many) is not parsed and checked again, and its lines are written again as they were.
 * Bounded; the oldest is forgotten first.
 */
const KNOWN_ANSWERS = 256
const known = new Map<string, Finding[]>()

async function findingsOf(
  target: { path: string; endpoint: Endpoint },
  answer: CachedAnswer,
  loadSchema: () => Promise<{ safeParse(value: unknown): ReadResult }>,
): Promise<Finding[]> {
  const encoding = answer.headers['content-encoding']
  const body =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? await gunzip(answer.body)
      : encoding === 'deflate'
        ? await inflate(answer.body)
        : encoding === 'br'
          ? await brotli(answer.body)
          : answer.body
  let json: unknown
  try {
    json = parseJsonExact(body.toString('utf8'))
  } catch {
    return [[{ upstream: target.path, cause: 'not JSON' }, 'answer the app cannot read']]
  }
  const read = (await loadSchema()).safeParse(json)
  if (!read.success) {
    const issue = read.error.issues[0]
    return [
      [
        { upstream: target.path, field: issue?.path.join('.') ?? '', cause: issue?.code ?? '' },
        'answer the app cannot read',
      ],
    ]
  }
  return notesIn(read.data).map((note) => [
    { upstream: target.path, unreadable: note.count, of: note.of, fields: note.reasons },
    'items the app cannot read',
  ])
}

type ReadResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; code: string }[] } }

/**
 * Reads a paid answer with the schema the browser will read it with (src/api/endpoints.ts), after
 * it has been sent, and says in one warning line what could not be read: the items left out and
 * the fields that cost them, or why the whole answer will fail. So an operator learns that the
 * service sends something the app cannot show before a researcher reports it. Never throws.
 */
export function inspectAnswer(
  target: { path: string; endpoint: Endpoint },
  answer: CachedAnswer,
  log: Logger,
): void {
  if (target.endpoint.answer.kind !== 'json') return
  const loadSchema = target.endpoint.answer.schema
  setImmediate(() => {
    void (async () => {
      const digest = createHash('sha1')
        .update(`${target.path}\0${answer.headers['content-encoding'] ?? ''}\0`)
        .update(answer.body)
        .digest('base64')
      let findings = known.get(digest)
      if (findings) known.delete(digest)
      else findings = await findingsOf(target, answer, loadSchema)
      known.set(digest, findings)
      if (known.size > KNOWN_ANSWERS) known.delete(known.keys().next().value ?? '')
      for (const [fields, message] of findings) log.warn(fields, message)
    })().catch(() => undefined)
  })
}
