import { describe, expect, it } from 'vitest'
import { formatCitations } from './render'
import { GERMAN_PLATFORM } from './fixtures'
import { mediumIn } from './medium-words'

describe('the kind of work in the citation’s language', () => {
  it('names the app’s kinds in German for a German citation, and leaves English as it is', () => {
    expect(mediumIn('Study', 'de')).toBe('Studie')
    expect(mediumIn('Market insight', 'de')).toBe('Marktanalyse')
    expect(mediumIn('Statistic', 'de')).toBe('Statistik')
    expect(mediumIn('Study', 'en')).toBe('Study')
  })

  it('translates a survey table’s own words only, not the service’s labels in it', () => {
    expect(mediumIn('Survey table: Germany (DE), 2025; filtered to Study participants', 'de')).toBe(
      'Umfragetabelle: Germany (DE), 2025; gefiltert nach Study participants',
    )
  })

  it('writes "[Studie]" in a German APA citation of an item kept with the English word', async () => {
    const study = { ...GERMAN_PLATFORM, medium: 'Study', type: 'report' as const }
    expect(await formatCitations([study], 'apa', 'de')).toContain('[Studie]')
    expect(await formatCitations([study], 'apa', 'en')).toContain('[Study]')
  })
})
