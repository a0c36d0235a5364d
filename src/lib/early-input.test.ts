// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { holdEarlyInput, replayEarlyInput } from './early-input'

function writtenPage(): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML =
    '<input type="search" value="energy"><input type="checkbox">' +
    '<select><option value="0" selected>Best match</option><option value="1">Most recent</option></select>'
  document.body.append(root)
  return root
}

describe('early input', () => {
  it('puts changed fields back to what was written, then enters the reader’s values as events', () => {
    const root = writtenPage()
    const [text, checkbox] = root.querySelectorAll('input')
    const select = root.querySelector('select')!
    text!.value = 'energy storage'
    select.value = '1'
    checkbox!.checked = true

    holdEarlyInput(root)
    expect(text!.value).toBe('energy')
    expect(select.value).toBe('0')
    expect(checkbox!.checked).toBe(true)

    const events: string[] = []
    root.addEventListener('input', (e) =>
      events.push(`input ${(e.target as HTMLInputElement).value}`),
    )
    root.addEventListener('change', (e) =>
      events.push(`change ${(e.target as HTMLSelectElement).value}`),
    )
    replayEarlyInput()
    expect(events).toEqual(['input energy storage', 'change 1'])
    expect(text!.value).toBe('energy storage')

    // Once only.
    replayEarlyInput()
    expect(events).toHaveLength(2)
    root.remove()
  })

  it('leaves untouched fields alone', () => {
    const root = writtenPage()
    holdEarlyInput(root)
    const events: string[] = []
    root.addEventListener('input', () => events.push('input'))
    replayEarlyInput()
    expect(events).toEqual([])
    root.remove()
  })
})
