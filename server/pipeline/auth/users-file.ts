import { createHash, randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { open, readFile, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

/**
 * The accounts of `DDS_AUTH=password`: one JSON file (DDS_USERS_FILE) written by
 * `npm run users` and read by the server. It holds hashes only, and is still written readable by
 * its owner alone (0600): a hash is what an offline guesser needs.
 */

export interface Account {
  hash: string
  admin: boolean
  createdAt: string
}

const fileSchema = z.object({
  version: z.literal(1),
  users: z.record(
    z.string(),
    z.object({ hash: z.string(), admin: z.boolean(), createdAt: z.string() }),
  ),
})

/**
 * What a session remembers of the password it was opened with: a digest of the stored hash (with
 * its salt), never the hash itself, which is what an offline guesser needs. `npm run users -- add`
 * writes a new salt every time, so any password change or reset gives the account a new one, and
 * the sessions opened before it no longer match (server/pipeline/auth/auth.ts).
 */
export function credentialOf(account: Pick<Account, 'hash'>): string {
  return createHash('sha256').update(account.hash).digest('base64url').slice(0, 22)
}

/** Names are compared in lower case: "Alice" and "alice" are one account. */
export function normalName(name: string): string {
  return name.trim().toLowerCase()
}

/** Letters, digits and `._@+-`, starting with a letter or digit, at most 64 characters. */
export function isValidName(name: string): boolean {
  return /^[a-z0-9][a-z0-9._@+-]{0,63}$/.test(name)
}

/** The accounts in the file; an absent file is no accounts. A garbled file is an error. */
export async function readAccounts(file: string): Promise<Map<string, Account>> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Map()
    throw err
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${file} is not JSON; it is written by \`npm run users\`.`)
  }
  const parsed = fileSchema.safeParse(json)
  if (!parsed.success) throw new Error(`${file} is not a users file written by \`npm run users\`.`)
  return new Map(Object.entries(parsed.data.users).filter(([name]) => isValidName(name)))
}

/**
 * Writes the accounts whole: into a new file beside it (created 0600), flushed, then renamed over
 * the old one, so the server never reads half a file and a crash leaves the old one intact.
 */
export async function writeAccounts(file: string, accounts: Map<string, Account>): Promise<void> {
  const users: Record<string, Account> = {}
  for (const [name, account] of [...accounts].sort(([a], [b]) => a.localeCompare(b)))
    users[name] = account
  const text = `${JSON.stringify({ version: 1, users }, null, 2)}\n`
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  )
  const handle = await open(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600)
  try {
    await handle.writeFile(text, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, file)
  } catch (err) {
    await unlink(temp).catch(() => undefined)
    throw err
  }
}

/**
 * The server's view of the file: read again when it changes (checked at most once a second), so
 * `npm run users -- remove NAME` takes effect on a running server without a restart.
 */
export function accountsReader(file: string, checkEveryMs = 1_000) {
  let accounts: Map<string, Account> = new Map()
  let seen = ''
  let checkedAt = -Infinity
  let pending: Promise<void> | undefined

  const refresh = async () => {
    const info = await stat(file).catch(() => undefined)
    const stamp = info ? `${info.mtimeMs}:${info.size}:${info.ino}` : 'absent'
    if (stamp === seen) return
    accounts = await readAccounts(file)
    seen = stamp
  }

  return {
    /** `fresh`: look at the file now (a sign-in just after `npm run users -- add`). */
    async get(name: string, fresh = false): Promise<Account | undefined> {
      if (fresh || performance.now() - checkedAt >= checkEveryMs) {
        checkedAt = performance.now()
        pending ??= refresh().finally(() => (pending = undefined))
        await pending
      } else if (pending) await pending
      return accounts.get(normalName(name))
    },
    async count(): Promise<number> {
      await refresh()
      return accounts.size
    },
  }
}
