import path from 'node:path'
import { runUsersCommand, type CommandIo } from '../server/pipeline/auth/users-command'

/** `npm run users -- …`: see server/pipeline/auth/users-command.ts. */

const io: CommandIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  async readPassword(fromStdin) {
    if (fromStdin || !process.stdin.isTTY) return firstLine(await readAll())
    const first = await readHidden('Password: ')
    if (first === '') return ''
    const again = await readHidden('Same password again: ')
    if (again !== first) {
      process.stderr.write('The two passwords differ; nothing changed.\n')
      process.exit(1)
    }
    return first
  },
}

async function readAll(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The first line, without its line ending: `echo pass | …` and a file with a newline both work. */
function firstLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? ''
}

/** Reads one line from the terminal showing nothing typed (not even stars: length is a clue). */
function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin
  process.stderr.write(prompt)
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  return new Promise((resolve) => {
    let typed = ''
    const done = (value: string) => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
      resolve(value)
    }
    const onData = (text: string) => {
      for (const ch of text) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done(typed)
        if (ch === '\u0003') {
          process.stderr.write('\n')
          process.exit(130)
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('')
        else if (ch >= ' ') typed += ch
      }
    }
    stdin.on('data', onData)
  })
}

const file = path.resolve(process.env.DDS_USERS_FILE?.trim() || '.dds-users.json')
runUsersCommand(process.argv.slice(2), file, io).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
    process.exit(1)
  },
)
