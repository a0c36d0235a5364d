/**
 * What a reader typed or picked on a server-written page before the app took it over. The
 * browser keeps such values in the controls, but the app never heard of them: the page would
 * show "Most recent" while listing by best match. So once React has taken a control over, the
 * reader's value is entered again as the input event the browser would have sent, which the app
 * handles like any other. The field keeps what the reader typed all along: a reader may go on
 * typing while React hydrates, and what counts is the field's value when React is ready.
 */
import { HYDRATION_GIVE_UP_MS, isHydrated } from './hydrated-element'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'tel', 'url', 'date'])

function writtenValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options]
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? ''
  }
  return control.defaultValue
}

/**
 * Enters `value` as the reader would have. The written value goes in first through the element's
 * own `value` property, which React watches once it has taken the element over (hydration keeps
 * whatever the field shows and takes that as known): so React sees the reader's value as a
 * change even when it was typed after the hold, while React was hydrating over it.
 */
function enter(control: Control, written: string, value: string): void {
  control.value = written
  // The prototype's setter, so React's own value tracking sees a change it did not make.
  const prototype = Object.getPrototypeOf(control) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
  const type = control instanceof HTMLSelectElement ? 'change' : 'input'
  control.dispatchEvent(new Event(type, { bubbles: true }))
}

interface Watched {
  control: Control
  written: string
  /** The reader's value, when it differs from the written one. */
  value?: string | undefined
  /** Whether the value was entered (and React put its own state back). */
  tried?: boolean
}

/**
 * Before hydration: watches every text field and select under `root`, and enters the reader's
 * value once React has taken that control over, whether it was typed before this call or while
 * React hydrates.
 */
export function holdEarlyInput(root: ParentNode): void {
  let watched: Watched[] = []
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control instanceof HTMLInputElement && !TEXT_INPUTS.has(control.type)) continue
    const written = writtenValue(control)
    // Remembered now too: React may put the written value back in the very first commit.
    watched.push({ control, written, value: control.value === written ? undefined : control.value })
  }
  const until = performance.now() + HYDRATION_GIVE_UP_MS
  const check = () => {
    watched = watched.filter((entry) => {
      const { control, written } = entry
      if (!control.isConnected) return false
      // The field's own value is the reader's latest; the one remembered is for when React has
      // put the written value back (hydration, or a refused first try).
      const shown = control.value === written ? undefined : control.value
      // A field must be hydrated with its written value for the change to count.
      if (!isHydrated(control)) {
        if (shown !== undefined) entry.value = shown
        return true
      }
      const value = shown ?? entry.value
      if (value === undefined) return false
      enter(control, written, value)
      // React has the element's props as soon as it has rendered it, but an event reaches the
      // app only once that render is committed; before, React handles the event, loses the
      // update and puts its own (the written) value back. The next frame tries again. Any other
      // value is the app's answer (it may have changed the text, e.g. cut it to a limit).
      if (control.value !== written) return false
      Object.assign(entry, { value, tried: true })
      return true
    })
    if (watched.length === 0) return
    if (performance.now() < until) requestAnimationFrame(check)
    // A control React never took over keeps the reader's value; one it refused keeps React's.
    else
      for (const { control, value, tried } of watched)
        if (value !== undefined && !tried) control.value = value
  }
  requestAnimationFrame(check)
}
