/**
 * Where to go after sign-in: only a path on this site. `next` comes from the address bar, so
 * anything that a browser could read as another site (`//evil.example`, `/\evil.example`,
 * `https://…`) or that hides such a form behind characters browsers drop (tabs, newlines) is
 * replaced by the home page.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return '/'
  if (!next.startsWith('/')) return '/'
  if (next[1] === '/' || next[1] === '\\') return '/'
  // Control characters and whitespace: browsers strip tabs and newlines inside URLs, so
  // "/\t/evil.example" would become "//evil.example"; none belongs in a path we wrote.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(next)) return '/'
  return next
}
