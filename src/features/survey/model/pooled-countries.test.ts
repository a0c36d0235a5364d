import { describe, expect, it } from 'vitest'
import { exportHeader } from './export-header'
import { pooledNote } from './pooled-countries'
import { agreeByGroup } from './test-table'

describe('a table of several countries', () => {
  it('says it is an unweighted sum of the national samples, in the export header too', () => {
    const pooled = agreeByGroup({
      geolocations: [
        { name: 'Germany', code: 'DEU' },
        { name: 'France', code: 'FRA' },
      ],
    })
    expect(pooledNote(pooled)).toMatch(/^An unweighted sum of 2 national samples/)
    expect(exportHeader(pooled, 'column', '').country).toMatch(
      /^Germany \(DEU\); France \(FRA\)\. An unweighted sum of 2 national samples/,
    )
  })

  it('says nothing for one country', () => {
    expect(pooledNote(agreeByGroup())).toBeUndefined()
    expect(exportHeader(agreeByGroup(), 'column', '').country).toBe('Germany (DEU)')
  })
})
