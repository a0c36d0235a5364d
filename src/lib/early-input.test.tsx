import { act, useState, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { holdEarlyInput } from './early-input'

/** A page part as the app writes it: its state shown, and changed only through its handlers. */
function Form({ seen, missFirst = false }: { seen: string[]; missFirst?: boolean }) {
  const [q, setQ] = useState('energy')
  // Like an event that reaches a part React has rendered but not yet committed: the update is
  // lost, and React puts the field back to its state.
  const [missed, setMissed] = useState(!missFirst)
  const [sort, setSort] = useState('0')
  seen.push(`${q}|${sort}`)
  return (
    <form>
      <input
        type="search"
        value={q}
        onChange={(e) => (missed ? setQ(e.target.value) : setMissed(true))}
      />
      <input type="checkbox" defaultChecked={false} />
      <select value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="0">Best match</option>
        <option value="1">Most recent</option>
      </select>
    </form>
  )
}

// React's test mode: updates are applied within act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Hydrates, then lets a few frames pass (the replay waits for React) and applies updates. */
async function hydrate(root: HTMLElement, app: ReactNode) {
  act(() => void hydrateRoot(root, app))
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
}

describe('early input', () => {
  it('hands what the reader typed and picked before hydration to the app, as its own events', async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<Form seen={[]} />)
    document.body.append(root)
    const [text, checkbox] = root.querySelectorAll('input')
    const select = root.querySelector('select')!
    text!.value = 'energy storage'
    select.value = '1'
    checkbox!.checked = true

    holdEarlyInput(root)
    // The reader's values stay in view while React takes the page over…
    expect(text!.value).toBe('energy storage')
    expect(select.value).toBe('1')
    expect(checkbox!.checked).toBe(true)
    const seen: string[] = []
    await hydrate(root, <Form seen={seen} />)
    // …and the app then hears the reader's values.
    expect(seen[0]).toBe('energy|0')
    expect(seen.at(-1)).toBe('energy storage|1')
    expect(text!.value).toBe('energy storage')
    expect(select.value).toBe('1')
    root.remove()
  })

  it('leaves untouched fields alone', async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<Form seen={[]} />)
    document.body.append(root)
    holdEarlyInput(root)
    const seen: string[] = []
    await hydrate(root, <Form seen={seen} />)
    expect(new Set(seen)).toEqual(new Set(['energy|0']))
    root.remove()
  })

  it('enters a value again when the app did not take it the first time', async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<Form seen={[]} />)
    document.body.append(root)
    const text = root.querySelector('input')!
    text.value = 'energy storage'
    holdEarlyInput(root)
    const seen: string[] = []
    await hydrate(root, <Form seen={seen} missFirst />)
    expect(seen.at(-1)).toBe('energy storage|0')
    expect(text.value).toBe('energy storage')
    root.remove()
  })

  it('hands over what the reader typed while React was taking the page over', async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<Form seen={[]} />)
    document.body.append(root)
    const text = root.querySelector('input')!
    holdEarlyInput(root)
    text.value = 'energy storage'
    const seen: string[] = []
    await hydrate(root, <Form seen={seen} />)
    expect(seen[0]).toBe('energy|0')
    expect(seen.at(-1)).toBe('energy storage|0')
    expect(text.value).toBe('energy storage')
    root.remove()
  })

  it('hands over every key, those typed before the hold and those typed after it', async () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<Form seen={[]} />)
    document.body.append(root)
    const text = root.querySelector('input')!
    text.value = 'energy s'
    holdEarlyInput(root)
    text.value = 'energy solar'
    const seen: string[] = []
    await hydrate(root, <Form seen={seen} />)
    expect(seen.at(-1)).toBe('energy solar|0')
    expect(text.value).toBe('energy solar')
    root.remove()
  })

  it('leaves the app its answer when it changes what was entered', async () => {
    const heard: string[] = []
    function Cut() {
      const [q, setQ] = useState('')
      return (
        <input
          type="search"
          value={q}
          onChange={(e) => {
            heard.push(e.target.value)
            // Like the search box: text beyond the limit is cut (and the box says so).
            setQ(e.target.value.slice(0, 5))
          }}
        />
      )
    }
    const root = document.createElement('div')
    root.innerHTML = renderToString(<Cut />)
    document.body.append(root)
    const text = root.querySelector('input')!
    holdEarlyInput(root)
    text.value = 'electric vehicles'
    await hydrate(root, <Cut />)
    expect(text.value).toBe('elect')
    // Entered once, as typed: not again as the cut text, which would make the box forget it cut.
    expect(heard).toEqual(['electric vehicles'])
    root.remove()
  })
})
