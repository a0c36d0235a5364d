import { endpointAt, packageHas, type PackageName } from '../../../src/api/endpoints'

export type { PackageName }

/**
 * API keys and packages. The package decides which endpoints a key may call, the page-size
 * ceiling (applied by cutting, as production does) and whether full fields are returned.
 */

export interface ApiPackage {
  name: PackageName
  maxSize: number
  fullFields: boolean
  /** Route paths (as registered, e.g. `/v1/studies`) this package may call. */
  allows(path: string): boolean
}

/** Which endpoints a package has: the endpoint list says (src/api/endpoints.ts). */
const allowsFor = (name: PackageName) => (path: string) => {
  const endpoint = endpointAt(path)
  return endpoint !== undefined && packageHas(name, endpoint)
}

export const PACKAGES: Record<PackageName, ApiPackage> = {
  advanced: { name: 'advanced', maxSize: 10, fullFields: true, allows: allowsFor('advanced') },
  starter: { name: 'starter', maxSize: 20, fullFields: false, allows: allowsFor('starter') },
}

export type KeyStatus = { kind: 'valid'; pkg: ApiPackage } | { kind: 'revoked' }

export const DEMO_KEYS: Record<string, KeyStatus> = {
  'demo-advanced': { kind: 'valid', pkg: PACKAGES.advanced },
  'demo-starter': { kind: 'valid', pkg: PACKAGES.starter },
  'demo-revoked': { kind: 'revoked' },
}

/** Reads the key from `x-api-key` or `Authorization: Bearer <key>`. */
export function readApiKey(headers: Headers): string | undefined {
  const direct = headers.get('x-api-key')?.trim()
  if (direct) return direct
  const auth = headers.get('authorization')?.trim()
  const match = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null
  return match?.[1]
}
