import { randomBytes } from 'node:crypto'

/** 128 random bits, URL-safe: an item's address cannot be guessed from another's. */
export function newItemId(): string {
  return randomBytes(16).toString('base64url')
}

export const ITEM_ID = /^[A-Za-z0-9_-]{22}$/
