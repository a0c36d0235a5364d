import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSameValue } from './use-same-value'

describe('useSameValue', () => {
  it('keeps the first object while the key is the same, and takes a new one when it changes', () => {
    const first = { label: 'Age' }
    const { result, rerender } = renderHook(
      ({ value }: { value: { label: string } }) => useSameValue(value, JSON.stringify(value)),
      { initialProps: { value: first } },
    )
    expect(result.current).toBe(first)
    rerender({ value: { label: 'Age' } })
    expect(result.current).toBe(first)
    const changed = { label: 'Age group' }
    rerender({ value: changed })
    expect(result.current).toBe(changed)
    rerender({ value: { label: 'Age group' } })
    expect(result.current).toBe(changed)
  })
})
