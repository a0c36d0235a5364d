import { pino, type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'

export type { Logger }

/** A logger that writes nothing: the default for code used in tests and by the dev server. */
export const silentLogger: Logger = pino({ level: 'silent' })

/** Fields of an access line (server/pipeline/access-log.ts), folded into one readable line by `pretty`. */
const ACCESS_FIELDS = ['method', 'path', 'status', 'ms', 'bytes', 'credits', 'aborted'] as const

/**
 * The server's logger: JSON lines (one object per line, ISO time) for an operator's collector,
 * or readable lines on a terminal. `secrets` are masked in every line, whatever field or
 * message they reach: the API key must never be written, even by a message quoting a URL.
 */
export function createLogger(options: {
  level: string
  format?: 'json' | 'pretty'
  secrets?: () => readonly string[]
  /** Where lines go; standard output unless a test captures them. */
  destination?: DestinationStream
}): Logger {
  const usePretty = (options.format ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty'
  const out: DestinationStream =
    options.destination ??
    (usePretty
      ? pretty({
          sync: true,
          colorize: Boolean(process.stdout.isTTY),
          translateTime: 'SYS:HH:MM:ss',
          ignore: ['pid', 'hostname', 'reqId', ...ACCESS_FIELDS].join(','),
          // The request id ends the line, so a warning and its access line can be matched by eye.
          messageFormat: (line, key) =>
            (typeof line.method === 'string'
              ? `${line.method} ${String(line.path)} ${String(line.status ?? '-')} ${String(line.ms)} ms` +
                (typeof line.credits === 'number' ? ` · ${line.credits} credits` : '') +
                (line.aborted ? ' (client went away)' : '')
              : String(line[key] ?? '')) +
            (typeof line.reqId === 'string' ? ` [${line.reqId}]` : ''),
        })
      : pino.destination({ dest: 1, sync: true }))
  const masked: DestinationStream = {
    write(line: string) {
      let text = line
      for (const secret of options.secrets?.() ?? [])
        if (secret !== '' && text.includes(secret)) text = text.split(secret).join('***')
      out.write(text)
    },
  }
  return pino(
    {
      level: options.level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Error objects become { type, message, stack } rather than "{}".
      serializers: { err: pino.stdSerializers.err },
    },
    masked,
  )
}
