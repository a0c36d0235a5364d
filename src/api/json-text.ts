/**
 * JSON as the service wrote it, integers beyond 2^53 included: `JSON.parse` rounds them
 * (18446744073709551615 becomes 18446744073709552000), and the provider's identifiers are
 * unsigned 64-bit. Such an integer is read as the string of its digits instead, which the
 * identifier schema accepts; every other value is what `JSON.parse` gives. Throws as
 * `JSON.parse` does on text that is not JSON.
 */
export function parseJsonExact(text: string): unknown {
  // Almost every answer has no run of 16 digits: it is read as it is, at JSON.parse's speed.
  if (!/\d{16}/.test(text)) return JSON.parse(text)
  return JSON.parse(quoteLongIntegers(text))
}

/**
 * The same text with every integer literal of more than 15 digits that a double cannot hold
 * exactly written as a string. Strings are skipped whole (escapes included), so digits inside a
 * title are never touched.
 */
function quoteLongIntegers(text: string): string {
  let out = ''
  let from = 0
  let i = 0
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 0x22 /* " */) {
      i++
      while (i < text.length && text.charCodeAt(i) !== 0x22)
        i += text.charCodeAt(i) === 0x5c ? 2 : 1
      i++
      continue
    }
    const digit = c >= 0x30 && c <= 0x39
    if (digit || c === 0x2d /* - */) {
      let end = i + 1
      while (end < text.length && /[0-9.eE+-]/.test(text.charAt(end))) end++
      const literal = text.slice(i, end)
      if (/^-?\d{16,}$/.test(literal) && !Number.isSafeInteger(Number(literal))) {
        out += `${text.slice(from, i)}"${literal}"`
        from = end
      }
      i = end
      continue
    }
    i++
  }
  return out + text.slice(from)
}
