import { describe, expect, it } from 'vitest'
import { deferredModule } from './deferred-module'

describe('deferredModule', () => {
  it('imports once, and has the module once it has come', async () => {
    let imports = 0
    const module = deferredModule(() => {
      imports++
      return Promise.resolve({ answer: 42 })
    })
    expect(module.loaded()).toBeUndefined()
    const [a, b] = await Promise.all([module.load(), module.load()])
    expect(a).toBe(b)
    expect(module.loaded()).toEqual({ answer: 42 })
    await module.load()
    expect(imports).toBe(1)
  })

  it('asks again after a failed download', async () => {
    let imports = 0
    const module = deferredModule(() =>
      ++imports === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true }),
    )
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.loaded()).toBeUndefined()
    await expect(module.load()).resolves.toEqual({ ok: true })
    expect(imports).toBe(2)
  })
})
