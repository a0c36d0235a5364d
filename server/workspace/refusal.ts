import type { WorkspaceItem } from '../../src/api/schemas/workspace'

/**
 * A request the workspace will not carry out, in words the user can act on. The routes answer
 * it as `{ title, detail }` with its status (and `current` on a 409). Another user's private
 * item is 404 like one that never existed, so no answer tells whether an id is in use.
 */
export class WorkspaceRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413,
    readonly title: string,
    readonly detail: string,
    readonly current?: WorkspaceItem | { version: number; data: unknown; updatedAt: string | null },
  ) {
    super(`${title}: ${detail}`)
  }
}

export const notFound = () =>
  new WorkspaceRefusal(
    404,
    'Not found',
    'There is no such item, or it is not shared with you. Ask its owner for a new link.',
  )

export function kb(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`
}
