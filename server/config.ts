import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

/**
 * Server-side configuration. `DDS_*` names are deliberately not `VITE_`-prefixed: Vite only
 * exposes `VITE_*` variables to client code, so the key can never be bundled.
 */
export interface ServerConfig {
  baseUrl?: string
  apiKey?: string
}

/** Reads the environment, then `.env.local` for whatever the environment leaves unset. */
export function loadConfig(root = process.cwd(), env = process.env): ServerConfig {
  const file = path.join(root, '.env.local')
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
  const pick = (name: string) => {
    const value = env[name] ?? fromFile[name]
    return value?.trim() ? value.trim() : undefined
  }
  return { baseUrl: pick('DDS_BASE_URL'), apiKey: pick('DDS_API_KEY') }
}
