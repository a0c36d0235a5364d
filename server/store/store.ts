/**
 * The server's shared state (sessions, counters, usage history, cached answers) behind one small
 * interface with two implementations: memory, for one instance, and Redis (DDS_REDIS_URL), so
 * any number of instances behind a load balancer act as one. Every stage that keeps state uses
 * this and nothing else; tests run both implementations.
 *
 * Values are strings (callers serialise); every key written has an expiry, so nothing grows
 * without bound in either implementation.
 */
export interface Store {
  readonly kind: 'memory' | 'redis'
  get(key: string): Promise<string | undefined>
  set(key: string, value: string, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  /**
   * Adds `by` to the integer counter at `key` (created at 0) and returns the new value; the
   * expiry is set when the counter is created and not moved by later increments.
   */
  increment(key: string, by: number, ttlMs: number): Promise<number>
  /** Adds `by` to `field` of the hash at `key` (expiry as for `increment`); returns the new value. */
  incrementField(key: string, field: string, by: number, ttlMs: number): Promise<number>
  /** Every field of the hash at `key` with its value; empty when there is none. */
  getFields(key: string): Promise<Record<string, number>>
  /** Whether the store answers (for /readyz); rejects with the reason when it does not. */
  ping(): Promise<void>
  close(): Promise<void>
}
