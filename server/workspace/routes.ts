import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  WORKSPACE_BOUNDS,
  createItemSchema,
  itemKindSchema,
  shareItemSchema,
  updateItemSchema,
  updatePreferencesSchema,
  type ItemKind,
} from '../../src/api/schemas/workspace'
import type { z } from '../../src/api/zod'
import type { AuthStage } from '../pipeline/auth/auth'
import { sendJson } from '../pipeline/http/json-response'
import { receiveBody } from '../pipeline/http/request-body'
import { rateRefusal } from '../pipeline/limits/refusal'
import type { RequestRate } from '../pipeline/limits/request-rate'
import { silentLogger, type Logger } from '../pipeline/log'
import { ITEM_ID } from './ids'
import { describeIssues } from './item-data'
import { notFound, WorkspaceRefusal } from './refusal'
import type { Viewer, WorkspaceRepository } from './repository'
import type { Locale } from '../../src/lib/i18n/reader-locale'

/**
 * `/api/workspace/…`: what the signed-in user keeps with the account, answered by this server
 * after the session stage (so the user is known, and a state-changing request has passed the
 * same-origin check), never forwarded and never counted against the service's credits. Writes
 * have a per-user rate of their own (DDS_USER_RATE). docs/workspace-api.md is the reference.
 */

export const WORKSPACE_PREFIX = '/api/workspace'
/** Who owns the data in DDS_AUTH=none: the one person at this machine. */
export const LOCAL_USER: Viewer = { id: 'local', name: 'local' }

const BODY_TIMEOUT_MS = 30_000

export interface WorkspaceRoutes {
  handles(req: IncomingMessage): boolean
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  /**
   * The interface language kept with the signed-in reader's account, for a page the server
   * writes. Only for a real sign-in: in DDS_AUTH=none every browser is the one local user, and
   * one browser's switch must not decide another's language.
   */
  accountLocale(req: IncomingMessage): Promise<Locale | undefined>
}

export function createWorkspaceRoutes(options: {
  repository: WorkspaceRepository
  /** None, or none mode: everything belongs to LOCAL_USER. */
  auth?: AuthStage
  /** Writes per user (createRequestRate(store, rate, 'workspace')). */
  writeRate?: RequestRate
  log?: Logger
}): WorkspaceRoutes {
  const { repository: repo } = options
  const log = options.log ?? silentLogger

  const viewerOf = async (req: IncomingMessage): Promise<Viewer | undefined> => {
    if (!options.auth || options.auth.mode === 'none') return LOCAL_USER
    const who = await options.auth.identify(req)
    return who ? { id: who.user, name: who.user } : undefined
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://workspace.invalid')
    const parts = url.pathname.slice(WORKSPACE_PREFIX.length).split('/').filter(Boolean)
    const method = req.method ?? 'GET'
    const reading = method === 'GET' || method === 'HEAD'
    if (reading) req.resume()
    try {
      const viewer = await viewerOf(req)
      if (!viewer) {
        req.resume()
        return sendJson(res, 401, { title: 'Sign-in required', detail: 'Sign in to use this.' })
      }
      const route = routeOf(parts, method)
      if (route.kind === 'none') throw notFound()
      if (route.kind === 'method') {
        req.resume()
        return sendJson(
          res,
          405,
          { title: 'Method not allowed', detail: `${url.pathname} answers ${route.allow}.` },
          { allow: route.allow },
        )
      }
      if (!reading && options.writeRate) {
        const outcome = await options.writeRate.consume(viewer.id)
        if (!outcome.ok) {
          req.resume()
          const refusal = rateRefusal(
            options.writeRate.points,
            options.writeRate.windowS,
            outcome.used,
            outcome.msBeforeNext,
            Date.now(),
          )
          return sendJson(res, 429, refusal.body, {
            'retry-after': String(refusal.retryAfterS ?? 1),
          })
        }
      }
      const kind = () => kindParam(url.searchParams)
      const body = <T>(schema: z.ZodMiniType<T>, maxBytes = WORKSPACE_BOUNDS.requestBytes) =>
        readJson(req, schema, maxBytes)
      const id = parts[1] ?? ''
      if (route.kind === 'item' && !ITEM_ID.test(id)) {
        req.resume()
        throw notFound()
      }

      switch (route.name) {
        case 'overview': {
          const usage = await repo.usage(viewer)
          return sendJson(res, 200, { user: viewer, bounds: WORKSPACE_BOUNDS, usage })
        }
        case 'list':
          return sendJson(res, 200, { items: await repo.list(viewer, kind()) })
        case 'shared':
          return sendJson(res, 200, { items: await repo.listShared(viewer, kind()) })
        case 'create': {
          const input = await body(createItemSchema)
          const { item, created } = await repo.create(viewer, {
            kind: input.kind,
            data: input.data,
            ...(input.clientId ? { clientId: input.clientId } : {}),
          })
          return sendJson(res, created ? 201 : 200, item, {
            location: `${WORKSPACE_PREFIX}/items/${item.id}`,
          })
        }
        case 'get':
          return sendJson(res, 200, await repo.get(viewer, id))
        case 'update':
          return sendJson(res, 200, await repo.update(viewer, id, await body(updateItemSchema)))
        case 'share':
          return sendJson(res, 200, await repo.share(viewer, id, await body(shareItemSchema)))
        case 'delete': {
          req.resume()
          const version = Number(url.searchParams.get('version'))
          if (!Number.isInteger(version) || version < 1)
            throw new WorkspaceRefusal(
              400,
              'Which version?',
              'Name the version you are deleting: DELETE …/items/<id>?version=<n>.',
            )
          await repo.remove(viewer, id, version)
          res.writeHead(204, { 'cache-control': 'no-store' })
          return void res.end()
        }
        case 'preferences':
          return sendJson(res, 200, await repo.preferences(viewer))
        case 'set-preferences':
          return sendJson(
            res,
            200,
            await repo.setPreferences(viewer, await body(updatePreferencesSchema)),
          )
        case 'export': {
          const day = new Date().toISOString().slice(0, 10)
          return sendJson(res, 200, await repo.exportAll(viewer), {
            'content-disposition': `attachment; filename="dds-explorer-workspace-${day}.json"`,
          })
        }
        case 'import': {
          const document = await readJson(req, undefined, WORKSPACE_BOUNDS.importBytes)
          return sendJson(res, 200, await repo.importAll(viewer, document))
        }
      }
    } catch (err) {
      if (err instanceof WorkspaceRefusal) {
        req.resume()
        log.info({ status: err.status, title: err.title }, 'workspace request refused')
        return sendJson(res, err.status, {
          title: err.title,
          detail: err.detail,
          ...(err.current ? { current: err.current } : {}),
        })
      }
      // The database did not answer: nothing was changed that the user can rely on.
      log.error({ err }, 'workspace unavailable')
      req.resume()
      if (res.headersSent) return void res.destroy()
      return sendJson(
        res,
        503,
        {
          title: 'Workspace unavailable',
          detail:
            'Your saved work cannot be reached right now. Nothing was changed; try again shortly.',
        },
        { 'retry-after': '5' },
      )
    }
  }

  return {
    handles: (req) => {
      const path = (req.url ?? '').split('?')[0] ?? ''
      return path === WORKSPACE_PREFIX || path.startsWith(`${WORKSPACE_PREFIX}/`)
    },
    handle,
    accountLocale: async (req) => {
      if (!options.auth || options.auth.mode === 'none') return undefined
      const viewer = await viewerOf(req)
      return viewer ? (await repo.preferences(viewer)).data.locale : undefined
    },
  }
}

type Route =
  { kind: 'none' } | { kind: 'method'; allow: string } | { kind: 'plain' | 'item'; name: RouteName }

type RouteName =
  | 'overview'
  | 'list'
  | 'shared'
  | 'create'
  | 'get'
  | 'update'
  | 'share'
  | 'delete'
  | 'preferences'
  | 'set-preferences'
  | 'export'
  | 'import'

/** Path segments after /api/workspace and the method, to a route (or why none). */
function routeOf(parts: string[], method: string): Route {
  const m = method === 'HEAD' ? 'GET' : method
  const pick = (kind: 'plain' | 'item', byMethod: Partial<Record<string, RouteName>>): Route => {
    const name = byMethod[m]
    return name ? { kind, name } : { kind: 'method', allow: Object.keys(byMethod).join(', ') }
  }
  const [first, id, sub, ...rest] = parts
  if (rest.length > 0) return { kind: 'none' }
  if (first === undefined) return pick('plain', { GET: 'overview' })
  if (first === 'items') {
    if (id === undefined) return pick('plain', { GET: 'list', POST: 'create' })
    if (sub === undefined) return pick('item', { GET: 'get', PUT: 'update', DELETE: 'delete' })
    if (sub === 'sharing') return pick('item', { PUT: 'share' })
    return { kind: 'none' }
  }
  if (id !== undefined) return { kind: 'none' }
  if (first === 'shared') return pick('plain', { GET: 'shared' })
  if (first === 'preferences') return pick('plain', { GET: 'preferences', PUT: 'set-preferences' })
  if (first === 'export') return pick('plain', { GET: 'export' })
  if (first === 'import') return pick('plain', { POST: 'import' })
  return { kind: 'none' }
}

function kindParam(params: URLSearchParams): ItemKind | undefined {
  const raw = params.get('kind')
  if (raw === null) return undefined
  const parsed = itemKindSchema.safeParse(raw)
  if (!parsed.success)
    throw new WorkspaceRefusal(
      400,
      'Unknown kind',
      `kind must be one of ${itemKindSchema.options.join(', ')}; "${raw.slice(0, 50)}" is none of them.`,
    )
  return parsed.data
}

/** The request's JSON body, checked with `schema` when one is given. */
async function readJson<T>(
  req: IncomingMessage,
  schema: z.ZodMiniType<T> | undefined,
  maxBytes: number,
): Promise<T> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  if (!type.startsWith('application/json')) {
    req.resume()
    throw new WorkspaceRefusal(400, 'JSON expected', 'Send the body as application/json.')
  }
  const received = await receiveBody(req, { maxBytes, timeoutMs: BODY_TIMEOUT_MS })
  if (!received.ok) {
    if (received.status === 413)
      throw new WorkspaceRefusal(
        413,
        'Too large',
        `The request is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most this takes.`,
      )
    throw new WorkspaceRefusal(400, 'Request incomplete', received.message)
  }
  let json: unknown
  try {
    json = JSON.parse(received.body.toString('utf8'))
  } catch {
    throw new WorkspaceRefusal(400, 'Not JSON', 'The request body is not valid JSON.')
  }
  if (!schema) return json as T
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new WorkspaceRefusal(
      400,
      'Not a valid request',
      describeIssues(parsed.error.issues, 'body'),
    )
  return parsed.data
}
