import { createLogger, type Logger } from '../log'

/** A real logger whose JSON lines a test can read back, parsed. */
export function captureLog(options: { secrets?: readonly string[]; level?: string } = {}): {
  log: Logger
  lines: () => Record<string, unknown>[]
  raw: () => string
} {
  let text = ''
  const log = createLogger({
    level: options.level ?? 'info',
    format: 'json',
    secrets: () => options.secrets ?? [],
    destination: { write: (line: string) => void (text += line) },
  })
  return {
    log,
    raw: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
