/**
 * Where to go after sign-in: only a path on this site. `next` comes from the address bar, so
 * anything that a browser could read as another site (`//evil.example`, `/\evil.example`,
 * `https://…`) or that hides such a form behind characters browsers drop (tabs, newlines) is
 * replaced by the home page. Any other path is kept, in whatever script it is written.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return '/'
  if (!next.startsWith('/')) return '/'
  if (next[1] === '/' || next[1] === '\\') return '/'
  // Control characters and whitespace: browsers strip tabs and newlines inside URLs, so
  // "/\t/evil.example" would become "//evil.example"; none belongs in a path we wrote.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(next)) return '/'
  // A Location header carries Latin-1 at most (Node refuses more, ERR_INVALID_CHAR), and
  // browsers read its bytes as UTF-8: text outside ASCII goes percent-encoded as UTF-8, which
  // is how a browser sends such a path anyway, and shows it as the text again. A string that
  // is not well-formed UTF-16 (a lone surrogate) cannot be encoded and names no page.
  try {
    return next.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run))
  } catch {
    return '/'
  }
}
