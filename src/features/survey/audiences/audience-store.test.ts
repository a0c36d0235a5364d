import { describe, expect, it } from 'vitest'
import { savedAudienceOf } from './audience-store'

const WOMEN = 'v0001_demo_gender#1'

describe('saved audiences read from the workspace', () => {
  it('reads kept entries by the address rules: bad IDs and nameless entries go', () => {
    const read = (data: unknown) => savedAudienceOf({ id: 'a', data })
    expect(read({ name: 'Women', answers: [WOMEN, 'nonsense'], savedAt: '' })).toEqual({
      id: 'a',
      name: 'Women',
      answers: [WOMEN],
      savedAt: '',
      sentence: '',
    })
    expect(read({ name: '   ', answers: [WOMEN] })).toBeUndefined()
    expect(read({ name: 'No answers', answers: ['x'] })).toBeUndefined()
    expect(read({ name: 42, answers: [WOMEN] })).toBeUndefined()
    expect(read('junk')).toBeUndefined()
  })
})
