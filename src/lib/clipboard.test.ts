import { describe, expect, it, vi } from 'vitest'
import { copyToClipboard } from './clipboard'

/**
 * Node has no clipboard: each test puts in the browser's part (navigator.clipboard) as the
 * browser behaves; the copy helper itself runs as it is. The journeys copy in Chromium for real
 * (survey-export-bar.spec.ts, explorer-studies.spec.ts).
 */
function browserClipboard(write: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { clipboard: { writeText: write } })
}

describe('copyToClipboard', () => {
  it('puts the text on the clipboard and says it did', async () => {
    let held = ''
    browserClipboard(async (text) => {
      held = text
    })
    await expect(copyToClipboard('Gender\tMale\tFemale')).resolves.toBe(true)
    expect(held).toBe('Gender\tMale\tFemale')
  })

  it('says no when the browser refuses', async () => {
    browserClipboard(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    )
    await expect(copyToClipboard('text')).resolves.toBe(false)
  })

  it('says no where there is no clipboard (not a secure context)', async () => {
    vi.stubGlobal('navigator', {})
    await expect(copyToClipboard('text')).resolves.toBe(false)
  })
})
