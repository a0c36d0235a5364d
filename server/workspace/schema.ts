/**
 * The workspace's tables as Kysely sees them (server/workspace/migrations/ creates them). Times
 * are ISO 8601 text in UTC, so both engines sort them alike; `data` is the item's JSON as text,
 * never queried into, so both engines store it alike.
 */
export interface WorkspaceTables {
  users: UsersTable
  items: ItemsTable
  preferences: PreferencesTable
}

export interface UsersTable {
  /** The identity's user id: the account name, the provider's e-mail, or `local` (none mode). */
  id: string
  /** What colleagues see as the owner of a shared item. */
  name: string
  created_at: string
}

export interface ItemsTable {
  /** Random, URL-safe, not guessable (./ids.ts). */
  id: string
  owner: string
  kind: string
  /** The client's id for the item, unique per owner and kind: import dedupes on it. */
  client_id: string
  name: string
  data: string
  /** Bytes of `data` (UTF-8), for the per-user bound. */
  bytes: number
  /** Collections: how many entries, for lists that leave `data` out. */
  entries: number
  version: number
  sharing: string
  created_at: string
  updated_at: string
}

export interface PreferencesTable {
  user_id: string
  data: string
  bytes: number
  version: number
  updated_at: string
}
