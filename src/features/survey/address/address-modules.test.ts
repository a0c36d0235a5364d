import { describe, expect, it } from 'vitest'
import { addressModules } from './address-modules'

describe('addressModules', () => {
  it('names nothing for a plain table', () => {
    expect(
      addressModules({ rows: 'v0103_stream_services', columns: 'v0013g_demo_generation' }),
    ).toEqual([])
  })

  it('names what the address shows, from the validated search or the raw address alike', () => {
    // Validated: mean is the number 1; raw (URLSearchParams): the string "1".
    expect(addressModules({ mean: 1, nets: 'Top~a#1+a#2' })).toEqual(['mean', 'nets'])
    expect(addressModules({ mean: '1', q: 'diet', book: 'v0161_food_diet' })).toEqual([
      'mean',
      'q',
      'book',
    ])
    expect(addressModules({ compare: 'years:2024,2025' })).toEqual(['compare'])
  })

  it('leaves out empty and switched-off fields', () => {
    expect(addressModules({ mean: 0, nets: '', q: '   ', book: undefined, compare: '' })).toEqual(
      [],
    )
  })
})
