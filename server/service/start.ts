import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createService } from './app'
import type { ServiceOptions } from './http/env'
import { PACKAGES } from './http/keys'

export interface RunningService {
  url: string
  /** A key valid for this instance only (advanced package). */
  key: string
  startupMs: number
  close(): Promise<void>
}

/** Starts the service on loopback; port 0 picks a free one. */
export async function startService(
  options: ServiceOptions & { port?: number; host?: string } = {},
): Promise<RunningService> {
  const key = `local-${randomBytes(18).toString('base64url')}`
  const service = createService({
    ...options,
    extraKeys: { ...options.extraKeys, [key]: { kind: 'valid', pkg: PACKAGES.advanced } },
  })
  const host = options.host ?? '127.0.0.1'
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: service.app.fetch, port: options.port ?? 0, hostname: host }, () =>
      resolve(s),
    )
    s.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    key,
    startupMs: service.startupMs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}
