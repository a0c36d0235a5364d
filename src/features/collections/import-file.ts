import { EXPORT_FORMAT } from '../../api/schemas/workspace'
import { readableIssues } from '../../api/zod'
import { importCollections } from '../../lib/collections/model'
import { formatCount } from '../../lib/format'
import { m } from '../../paraglide/messages.js'

export type FileImport = { ok: boolean; message: string }

/**
 * A file chosen on the collections page, into the account: a collections file (exported here
 * before the workspace, or by an older version) or "Download all my data"'s file. Both go
 * through the workspace's import, which checks everything first, changes nothing when one item
 * does not fit, and leaves what the account already has (same kind and client id) as it is.
 */
export async function importCollectionsFile(text: string): Promise<FileImport> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: m.collection_file_not_json() }
  }
  const [{ importDocument, importWorkspace }] = await Promise.all([
    import('../../api/workspace-writes'),
    // A file that does not fit is described in zod's English words.
    readableIssues(),
  ])
  let document: unknown = json
  const workspaceFile =
    typeof json === 'object' && json !== null && 'format' in json && json.format === EXPORT_FORMAT
  if (!workspaceFile) {
    const parsed = importCollections([], text)
    if (!parsed.ok) return parsed
    document = importDocument(
      parsed.collections.map((c) => ({
        kind: 'collection',
        clientId: c.id,
        data: { name: c.name, entries: c.entries },
      })),
    )
  }
  try {
    const { created, unchanged } = await importWorkspace(document)
    const items = m.collection_items({ count: created, items: formatCount(created) })
    return {
      ok: true,
      message:
        unchanged > 0
          ? m.collection_imported_unchanged({ created: items, unchanged: formatCount(unchanged) })
          : m.collection_imported({ created: items }),
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : m.collection_no_answer()
    return { ok: false, message: m.collection_nothing_changed({ reason }) }
  }
}
