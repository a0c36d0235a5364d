import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { dropEarlyClick, replayEarlyClick, takeEarlyClick } from './early-clicks'
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script'

/** A page part as the app writes it: a disclosure and a search form. */
function Page({ presses }: { presses: string[] }) {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          presses.push('menu')
          setOpen(!open)
        }}
      >
        Menu
      </button>
      <button type="button" onClick={() => presses.push('filters')}>
        Filters
      </button>
      <form onSubmit={(e) => e.preventDefault()}>
        <button type="submit">Search</button>
        <button type="reset">Reset</button>
      </form>
    </div>
  )
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The written page: its markup, and the head's script running before any press. */
function writtenPage(): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = renderToString(<Page presses={[]} />)
  document.body.append(root)
  new Function(EARLY_CLICKS_SCRIPT)()
  return root
}

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name)!
const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)))

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-app-waiting')
  window.__ddsTakeEarlyClick?.()
})

describe('early clicks', () => {
  it('presses the last button pressed before the app, once, after React has taken it over', async () => {
    const root = writtenPage()
    // The reader presses Menu twice (nothing happened), then Menu stays the last press.
    button(root, 'Filters').click()
    button(root, 'Menu').click()
    button(root, 'Menu').click()
    expect(document.documentElement.hasAttribute('data-app-waiting')).toBe(true)

    const pressed = takeEarlyClick()
    expect(pressed?.textContent).toBe('Menu')
    const presses: string[] = []
    act(() => void hydrateRoot(root, <Page presses={presses} />))
    replayEarlyClick(pressed)
    await frames()
    expect(presses).toEqual(['menu'])
    expect(button(root, 'Menu').getAttribute('aria-expanded')).toBe('true')
    expect(document.documentElement.hasAttribute('data-app-waiting')).toBe(false)

    // Replayed once, whatever asks again (React's StrictMode runs effects twice in dev).
    replayEarlyClick(pressed)
    await frames()
    expect(presses).toEqual(['menu'])
  })

  it('waits for React to take the button over before pressing it', async () => {
    const root = writtenPage()
    button(root, 'Filters').click()
    const pressed = takeEarlyClick()
    const presses: string[] = []
    replayEarlyClick(pressed)
    await frames()
    // Not hydrated yet: a press now would reach no handler.
    expect(presses).toEqual([])
    act(() => void hydrateRoot(root, <Page presses={presses} />))
    await frames()
    expect(presses).toEqual(['filters'])
  })

  it('drops a press made long before the app could act on it', () => {
    const root = writtenPage()
    button(root, 'Menu').click()
    // Taken 5 s after the press: still fresh; just past it, dropped.
    const pressedAt = performance.now()
    expect(takeEarlyClick(pressedAt + 4_900)?.textContent).toBe('Menu')
    const again = writtenPage()
    button(again, 'Menu').click()
    expect(takeEarlyClick(performance.now() + 5_100)).toBeUndefined()
  })

  it('clears the wait when the app starts without taking the page over', () => {
    const root = writtenPage()
    button(root, 'Menu').click()
    dropEarlyClick()
    expect(document.documentElement.hasAttribute('data-app-waiting')).toBe(false)
    button(root, 'Filters').click()
    expect(takeEarlyClick()).toBeUndefined()
  })

  it('leaves a form’s submit and reset buttons to the form, and stops noting once taken', async () => {
    const root = writtenPage()
    button(root, 'Search').click()
    button(root, 'Reset').click()
    expect(document.documentElement.hasAttribute('data-app-waiting')).toBe(false)
    expect(takeEarlyClick()).toBeUndefined()
    // After the hand-over presses are React's: nothing is noted any more.
    button(root, 'Menu').click()
    expect(takeEarlyClick()).toBeUndefined()
    expect(document.documentElement.hasAttribute('data-app-waiting')).toBe(false)
  })
})
