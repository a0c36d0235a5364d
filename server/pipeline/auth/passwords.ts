import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashes: scrypt from node:crypto, a random salt per password, and the parameters
 * stored with the hash (`scrypt$N$r$p$salt$key`), so they can be raised later without breaking
 * the hashes already written.
 */

/** 2^15 × 8 × 128 bytes = 32 MiB and some 50–100 ms per check: OWASP's scrypt baseline or more. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 32
const SALT_BYTES = 16

export const MIN_PASSWORD_LENGTH = 12

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, KEY_BYTES, PARAMS)
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params)
  return timingSafeEqual(key, parsed.key)
}

/**
 * A hash of a random password, checked when the account does not exist, so an unknown name
 * takes as long to refuse as a wrong password and the answer time does not tell names apart.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'))
  return decoy
}

function parse(stored: string) {
  const [kind, n, r, p, salt, key] = stored.split('$')
  if (kind !== 'scrypt' || !salt || !key) return undefined
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  // Bounds keep a tampered file from making one sign-in take gigabytes or minutes.
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return undefined
  if (
    params.N < 2 ||
    params.N > 2 ** 20 ||
    params.r < 1 ||
    params.r > 32 ||
    params.p < 1 ||
    params.p > 16
  )
    return undefined
  const keyBytes = Buffer.from(key, 'base64url')
  if (keyBytes.length < 16 || keyBytes.length > 128) return undefined
  return { params, salt: Buffer.from(salt, 'base64url'), key: keyBytes }
}

function derive(
  password: string,
  salt: Buffer,
  length: number,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = {
    ...params,
    // Node's default ceiling (32 MiB) is exactly what N=2^15, r=8 needs; leave headroom.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}
