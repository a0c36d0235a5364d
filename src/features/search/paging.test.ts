import { describe, expect, it } from 'vitest'
import { deepestPage } from './paging'

describe('deepestPage', () => {
  it('is the last page whose results all lie within the reach', () => {
    // 1,000 ÷ 10 = page 100 (results 991-1,000); 1,000 ÷ 20 = page 50; 1,000 ÷ 30 = 33.3 → 33.
    expect(deepestPage(10, 1000, [5, 10, 20])).toEqual({ page: 100, size: 10 })
    expect(deepestPage(20, 1000, [5, 10, 20])).toEqual({ page: 50, size: 20 })
    expect(deepestPage(30, 1000, [30])).toEqual({ page: 33, size: 30 })
  })

  it('takes the largest offered size that fits when even page 1 reaches too far', () => {
    // A reach of 7: 10 a page is too deep, 5 a page fits once.
    expect(deepestPage(10, 7, [20, 5, 10])).toEqual({ page: 1, size: 5 })
    // A reach of 3: no offered size fits.
    expect(deepestPage(10, 3, [5, 10, 20])).toBeUndefined()
  })
})
