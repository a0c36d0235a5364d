import { runDbCommand } from '../server/workspace/db-command'

/** `npm run db:migrate`, `backup`, `restore`: see server/workspace/db-command.ts. */
process.exitCode = await runDbCommand(process.argv.slice(2), process.cwd(), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
})
