import { afterEach, describe, expect, it } from 'vitest'
import { researchAnswerSchema } from '../../api/schemas'
import { setLocaleSource } from '../../lib/i18n/locale'
import { jobProgress } from './job-steps'

const at = (status: string, flags: Record<string, boolean> = {}) =>
  jobProgress(
    researchAnswerSchema.parse({ researchToken: 't', state: { status, ...flags }, response: {} }),
  )

describe('the job as steps', () => {
  it('marks the steps before the current one as passed', () => {
    const progress = at('moderated')
    expect(progress.steps.map((s) => s.state)).toEqual([
      'passed',
      'passed',
      'passed',
      'current',
      ...Array(6).fill('pending'),
    ])
    expect(progress.announcement).toBe('Step 4 of 10: Content checked.')
  })

  it('passes every step when done', () => {
    const progress = at('done')
    expect(progress.steps.every((s) => s.state === 'passed')).toBe(true)
    expect(progress.announcement).toBe('Done: the answer is ready.')
  })

  it('marks where a blocked job stopped', () => {
    const progress = at('moderated', { isError: true, isBlockedContent: true })
    expect(progress.steps[3]?.state).toBe('stopped')
    expect(progress.announcement).toBe('Stopped at step 4 of 10: Content checked.')
  })

  it('names a status it does not know instead of guessing a step', () => {
    const progress = at('reranked')
    expect(progress.position).toBeUndefined()
    expect(progress.steps.every((s) => s.state === 'pending')).toBe(true)
    expect(progress.announcement).toContain('reranked')
  })
})

describe('the job as steps, on a German page', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('names the steps and announces where the job is in German', () => {
    setLocaleSource(() => 'de')
    const progress = at('moderated')
    expect(progress.steps.map((s) => s.label).slice(0, 4)).toEqual([
      'Frage eingegangen',
      'Auftrag gestartet',
      'Quellen gefunden',
      'Inhalt geprüft',
    ])
    expect(progress.announcement).toBe('Schritt 4 von 10: Inhalt geprüft.')
    expect(at('done').announcement).toBe('Fertig: Die Antwort liegt vor.')
    expect(at('moderated', { isError: true }).announcement).toBe(
      'Angehalten bei Schritt 4 von 10: Inhalt geprüft.',
    )
  })
})
