// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  AUDIENCE_STORE_KEY,
  deleteAudience,
  readSavedAudiences,
  renameAudience,
  saveAudience,
} from './audience-store'

afterEach(() => localStorage.clear())

const WOMEN = 'v0001_demo_gender#1'
const GEN_Z = 'v0013g_demo_generation#1'

describe('saved audiences in this browser', () => {
  it('saves, renames and deletes, newest first', () => {
    saveAudience({ name: 'Women', answers: [WOMEN] }, 'Female')
    saveAudience({ name: 'Gen Z women', answers: [WOMEN, GEN_Z] }, 'Female AND Gen Z')
    expect(readSavedAudiences().map((a) => [a.name, a.answers, a.sentence])).toEqual([
      ['Gen Z women', [WOMEN, GEN_Z], 'Female AND Gen Z'],
      ['Women', [WOMEN], 'Female'],
    ])
    const women = readSavedAudiences()[1]?.id ?? ''
    renameAudience(women, '  All   women;  ')
    expect(readSavedAudiences()[1]?.name).toBe('All women')
    deleteAudience(women)
    expect(readSavedAudiences().map((a) => a.name)).toEqual(['Gen Z women'])
  })

  it('replaces an audience saved again under the same name', () => {
    saveAudience({ name: 'Women', answers: [WOMEN] }, 'Female')
    saveAudience({ name: 'women', answers: [WOMEN, GEN_Z] }, 'Female AND Gen Z')
    expect(readSavedAudiences().map((a) => [a.name, a.answers])).toEqual([
      ['women', [WOMEN, GEN_Z]],
    ])
  })

  it('reads stored entries by the address rules: bad IDs and nameless entries go', () => {
    localStorage.setItem(
      AUDIENCE_STORE_KEY,
      JSON.stringify([
        { id: 'a', name: 'Women', answers: [WOMEN, 'nonsense'], savedAt: '' },
        { id: 'b', name: '   ', answers: [WOMEN] },
        { id: 'c', name: 'No answers', answers: ['x'] },
        { id: 'd', name: 42, answers: [WOMEN] },
        'junk',
      ]),
    )
    expect(readSavedAudiences()).toEqual([
      { id: 'a', name: 'Women', answers: [WOMEN], savedAt: '', sentence: '' },
    ])
  })
})
