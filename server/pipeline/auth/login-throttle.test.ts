import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'
import { createLoginThrottle, LOGIN_LIMITS, memoryLoginLimiters } from './login-throttle'

describe('login throttle', () => {
  it('stores nothing per account name while the address is blocked', async () => {
    const limiters = memoryLoginLimiters()
    const throttle = createLoginThrottle(limiters)
    const address = '198.51.100.7'
    // The address spends its allowance on one name.
    for (let i = 0; i < LOGIN_LIMITS.address.points; i++)
      await throttle.attempt(`warmup-${i % 3}`, address)

    const names = Array.from({ length: 100 }, (_, i) => `made-up-${i}`)
    for (const name of names) expect(await throttle.attempt(name, address)).toBeGreaterThan(0)
    for (const name of names) expect(await limiters.account.get(name)).toBeNull()
  })

  it('counts the account once the address is within its limit, and refuses a blocked account', async () => {
    const limiters = memoryLoginLimiters()
    const throttle = createLoginThrottle(limiters)
    for (let i = 0; i < LOGIN_LIMITS.account.points; i++)
      expect(await throttle.attempt('alice', `192.0.2.${i}`)).toBe(0)
    expect((await limiters.account.get('alice'))?.consumedPoints).toBe(LOGIN_LIMITS.account.points)
    expect(await throttle.attempt('alice', '192.0.2.200')).toBeGreaterThan(0)
    await throttle.succeeded('alice', '192.0.2.200')
    expect(await throttle.attempt('alice', '192.0.2.200')).toBe(0)
  })

  it('fails, not refuses, when a limiter’s store fails', async () => {
    const broken = new RateLimiterMemory({ points: 1, duration: 1 })
    broken.consume = () => Promise.reject(new Error('store down'))
    const throttle = createLoginThrottle({ ...memoryLoginLimiters(), address: broken })
    await expect(throttle.attempt('alice', '192.0.2.1')).rejects.toThrow('store down')
  })
})
