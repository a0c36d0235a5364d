import path from 'node:path'
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords'
import { isValidName, normalName, readAccounts, writeAccounts } from './users-file'

/**
 * `npm run users -- add NAME [--admin] [--password-stdin] | remove NAME | list`: the accounts of
 * DDS_AUTH=password. The running server notices changes within a second; a removed account's
 * sessions, and those opened before a password was set again, end at their next request.
 */

export interface CommandIo {
  /** The password, typed twice on a terminal without echo, or read from standard input. */
  readPassword(fromStdin: boolean): Promise<string>
  out(line: string): void
  err(line: string): void
}

export const USAGE = `Usage: npm run users -- <command>
  add NAME [--admin] [--password-stdin]   add an account or set its password (and admin flag)
  remove NAME                             remove an account
  list                                    names and admin flags
The file is DDS_USERS_FILE (default .dds-users.json in the current folder).`

/** Runs one command; resolves to the process exit code. */
export async function runUsersCommand(
  args: readonly string[],
  file: string,
  io: CommandIo,
): Promise<number> {
  const [command, ...rest] = args
  const flags = new Set(rest.filter((a) => a.startsWith('--')))
  const names = rest.filter((a) => !a.startsWith('--'))
  const known = command === 'add' ? ['--admin', '--password-stdin'] : []
  const unknown = [...flags].filter((f) => !known.includes(f))
  if (unknown.length > 0 || !command) {
    io.err(unknown.length ? `Unknown option ${unknown.join(', ')}.\n${USAGE}` : USAGE)
    return 2
  }

  const relative = path.relative(process.cwd(), file)
  const shown = relative && !relative.startsWith('..') ? relative : file
  switch (command) {
    case 'list': {
      const accounts = await readAccounts(file)
      if (accounts.size === 0) io.out(`No accounts in ${shown}.`)
      for (const [name, account] of accounts) io.out(account.admin ? `${name}\tadmin` : `${name}`)
      return 0
    }
    case 'add':
    case 'remove': {
      if (names.length !== 1) {
        io.err(`${command} takes one NAME.\n${USAGE}`)
        return 2
      }
      const name = normalName(names[0] as string)
      if (!isValidName(name)) {
        io.err(
          `"${names[0]}" cannot be an account name: use letters, digits and . _ @ + - (at most 64, starting with a letter or digit).`,
        )
        return 2
      }
      const accounts = await readAccounts(file)
      if (command === 'remove') {
        if (!accounts.delete(name)) {
          io.err(`There is no account "${name}" in ${shown}.`)
          return 1
        }
        await writeAccounts(file, accounts)
        io.out(`Removed ${name}; their sessions end at their next request.`)
        return 0
      }
      const password = await io.readPassword(flags.has('--password-stdin'))
      if (password.length < MIN_PASSWORD_LENGTH) {
        io.err(
          password.length === 0
            ? 'No password given; nothing changed.'
            : `The password is ${password.length} characters; use at least ${MIN_PASSWORD_LENGTH} (a few unrelated words make a good one). Nothing changed.`,
        )
        return 1
      }
      const before = accounts.get(name)
      accounts.set(name, {
        hash: await hashPassword(password),
        admin: flags.has('--admin'),
        createdAt: before?.createdAt ?? new Date().toISOString(),
      })
      await writeAccounts(file, accounts)
      io.out(
        `${before ? 'Updated' : 'Added'} ${name}${flags.has('--admin') ? ' (admin)' : ''} in ${shown}.` +
          (before ? ' Their sessions from before end at their next request.' : ''),
      )
      return 0
    }
    default:
      io.err(`Unknown command "${command}".\n${USAGE}`)
      return 2
  }
}
