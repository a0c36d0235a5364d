import type { ServerConfig } from '../config'
import { startService } from '../../service/start'

export interface Upstream {
  kind: 'remote' | 'embedded'
  baseUrl: string
  apiKey: string
  /** A line for the terminal that names the upstream and never the key. */
  description: string
  close(): Promise<void>
}

/**
 * The configured service, or, with no `DDS_BASE_URL`, the embedded service started in-process on
 * a free loopback port with a key generated for this run only.
 */
export async function resolveUpstream(
  config: Pick<ServerConfig, 'baseUrl' | 'apiKey'>,
): Promise<Upstream> {
  if (config.baseUrl) {
    let url: URL
    try {
      url = new URL(config.baseUrl)
    } catch {
      throw new Error(`DDS_BASE_URL is not a valid address: ${config.baseUrl}`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`DDS_BASE_URL must start with http:// or https://, got ${config.baseUrl}`)
    if (!config.apiKey)
      throw new Error('DDS_BASE_URL is set but DDS_API_KEY is not: the service needs a key.')
    return {
      kind: 'remote',
      baseUrl: url.origin + url.pathname.replace(/\/+$/, ''),
      apiKey: config.apiKey,
      description: `upstream: ${url.origin} (key from DDS_API_KEY)`,
      close: async () => {},
    }
  }
  // A static import on purpose: Vite's config runner is closed once the config is loaded, so a
  // lazy import here would fail in the dev server. Importing costs little; data is generated
  // only by startService.
  const service = await startService()
  return {
    kind: 'embedded',
    baseUrl: service.url,
    apiKey: service.key,
    description: `upstream: embedded Data Discovery Service at ${service.url} (generated data, ready in ${Math.round(service.startupMs)} ms)`,
    close: () => service.close(),
  }
}
