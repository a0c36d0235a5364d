import { useCallback } from 'react'

/**
 * Roving focus for a list of rows of controls: the whole list is one tab stop (the control
 * last used, else the first), and inside it ↑/↓ move between rows keeping the column, ←/→
 * between a row's controls, Home/End to the first and last row. Rows are the elements marked
 * `data-roving-row`; controls are the buttons, summaries and links in them. A list inside
 * another (a question's answers inside the results) is its own tab stop, left to its own hook.
 *
 * Tab indexes are set on the DOM, not through props: rows come and go (an answer list opens,
 * new results arrive) in components that know nothing of the list around them, and a
 * MutationObserver keeps exactly one tab stop whatever renders.
 */
export function useRovingFocus<T extends HTMLElement>(): (node: T | null) => () => void {
  return useCallback((container: T | null) => {
    if (!container) return () => undefined
    container.setAttribute('data-roving', '')
    let active: HTMLElement | null = null

    const own = (el: Element) => el.closest('[data-roving]') === container
    const rows = () => [...container.querySelectorAll<HTMLElement>('[data-roving-row]')].filter(own)
    const controls = (row: HTMLElement) =>
      [...row.querySelectorAll<HTMLElement>('button, summary, a[href]')].filter(
        (el) =>
          own(el) &&
          el.closest('[data-roving-row]') === row &&
          !(el as HTMLButtonElement).disabled &&
          el.getClientRects().length > 0,
      )
    const all = () => rows().flatMap(controls)

    const apply = () => {
      const list = all()
      if (!active || !list.includes(active)) active = list[0] ?? null
      for (const el of list) el.tabIndex = el === active ? 0 : -1
    }
    const move = (to: HTMLElement | undefined) => {
      if (!to) return
      active = to
      apply()
      to.focus()
    }

    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as HTMLElement
      if (target !== active && all().includes(target)) {
        active = target
        apply()
      }
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
      const target = e.target as HTMLElement
      const list = rows()
      const r = list.findIndex((row) => controls(row).includes(target))
      const row = list[r]
      if (!row) return
      const cells = controls(row)
      const c = cells.indexOf(target)
      const at = (rowIndex: number) => {
        const next = list[rowIndex]
        const nextCells = next ? controls(next) : []
        return nextCells[Math.min(c, nextCells.length - 1)]
      }
      const targets: Record<string, () => HTMLElement | undefined> = {
        ArrowDown: () => at(r + 1),
        ArrowUp: () => at(r - 1),
        ArrowRight: () => cells[c + 1],
        ArrowLeft: () => cells[c - 1],
        Home: () => at(0),
        End: () => at(list.length - 1),
      }
      const find = targets[e.key]
      if (!find) return
      // The key is ours even at an edge: the page must not scroll instead.
      e.preventDefault()
      e.stopPropagation()
      move(find())
    }

    apply()
    const observer = new MutationObserver(apply)
    observer.observe(container, { childList: true, subtree: true })
    container.addEventListener('focusin', onFocusIn)
    container.addEventListener('keydown', onKeyDown)
    return () => {
      observer.disconnect()
      container.removeEventListener('focusin', onFocusIn)
      container.removeEventListener('keydown', onKeyDown)
    }
  }, [])
}
