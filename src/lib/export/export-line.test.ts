import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '../i18n/locale'
import { exportLine, fileLine, reasonOf } from './export-line'

describe('exportLine', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('names the file that was downloaded', () => {
    expect(exportLine({ done: true, file: 'Excel' })).toBe('Excel file downloaded.')
    expect(exportLine({ done: true, file: 'CSV' })).toBe('CSV file downloaded.')
  })

  it('counts what the file holds, one or many, with the count written as the page writes it', () => {
    expect(exportLine({ done: true, file: 'CSV', count: { n: 2, of: 'tables' } })).toBe(
      'CSV file with 2 tables downloaded.',
    )
    expect(exportLine({ done: true, file: 'PowerPoint', count: { n: 1, of: 'blocks' } })).toBe(
      'PowerPoint file with 1 block downloaded.',
    )
    expect(exportLine({ done: true, file: 'Excel', count: { n: 4, of: 'sheets' } })).toBe(
      'Excel file with 4 sheets downloaded.',
    )
    expect(exportLine({ done: true, file: 'CSV', count: { n: 1250, of: 'results' } })).toBe(
      'CSV file with 1,250 results downloaded.',
    )
  })

  it('says when a file holds only the start of a result', () => {
    const line = (n: number) =>
      exportLine({ done: true, file: 'CSV', count: { n, of: 'results', total: 26 } })
    expect(line(20)).toBe('CSV file with the first 20 of 26 results downloaded.')
    expect(line(26)).toBe('CSV file with 26 results downloaded.')
  })

  it('says which file could not be made and why, as a sentence, with what to do instead', () => {
    expect(exportLine({ done: false, file: 'Excel', reason: 'the sheet is too wide' })).toBe(
      'Could not make the Excel file: the sheet is too wide.',
    )
    expect(
      exportLine({
        done: false,
        file: 'PowerPoint',
        reason: 'Service unavailable (503).',
        advice: 'Download the CSV instead.',
      }),
    ).toBe(
      'Could not make the PowerPoint file: Service unavailable (503). Download the CSV instead.',
    )
    expect(exportLine({ done: false, file: 'CSV', reason: '  ' })).toBe(
      'Could not make the CSV file.',
    )
  })

  it('speaks German on a German page', () => {
    setLocaleSource(() => 'de')
    expect(exportLine({ done: true, file: 'Excel' })).toBe('Excel-Datei heruntergeladen.')
    expect(exportLine({ done: true, file: 'Excel', count: { n: 1, of: 'sheets' } })).toBe(
      'Excel-Datei mit 1 Tabellenblatt heruntergeladen.',
    )
    expect(
      exportLine({ done: true, file: 'CSV', count: { n: 20, of: 'results', total: 1250 } }),
    ).toBe('CSV-Datei mit den ersten 20 von 1.250 Ergebnissen heruntergeladen.')
    expect(exportLine({ done: false, file: 'PowerPoint', reason: 'zu groß' })).toBe(
      'Die PowerPoint-Datei konnte nicht erstellt werden: zu groß.',
    )
  })
})

describe('reasonOf', () => {
  it('takes what was thrown as the reason', () => {
    expect(reasonOf(new Error('the writer did not load'))).toBe('the writer did not load')
    expect(reasonOf('quota exceeded')).toBe('quota exceeded')
    expect(reasonOf({ code: 7 })).toBe('')
  })
})

describe('fileLine', () => {
  it('resolves with the line of a file made, counted when the maker counts', async () => {
    await expect(fileLine('Excel', async () => undefined)).resolves.toBe('Excel file downloaded.')
    await expect(fileLine('PowerPoint', async () => ({ n: 3, of: 'blocks' }))).resolves.toBe(
      'PowerPoint file with 3 blocks downloaded.',
    )
  })

  it('rejects with the failure line, keeping what was thrown as its cause', async () => {
    const thrown = new Error('the writer did not load')
    const failed = await fileLine(
      'Excel',
      async () => {
        throw thrown
      },
      'Download the CSV instead.',
    ).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(Error)
    expect((failed as Error).message).toBe(
      'Could not make the Excel file: the writer did not load. Download the CSV instead.',
    )
    expect((failed as Error).cause).toBe(thrown)
  })
})
