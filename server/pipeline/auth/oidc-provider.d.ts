/**
 * The little of oidc-provider (no bundled types; test-only) that the OIDC test uses to start a
 * real local provider.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface AccountClaims {
    sub: string
    [claim: string]: unknown
  }

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
