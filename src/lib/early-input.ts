/**
 * What a reader typed or picked on a server-written page before the app took it over. The
 * browser keeps such values in the controls, but the app never heard of them: the page would
 * show "Most recent" while listing by best match. So before hydration every text field and
 * select goes back to the value the server wrote (hydration then matches the app's state), and
 * once the page's own part is live, the reader's values are entered again as the input events
 * the browser would have sent, which the app handles like any other.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'tel', 'url', 'date'])

let held: { control: Control; value: string }[] = []

function writtenValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options]
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? ''
  }
  return control.defaultValue
}

/** Before hydration: puts every changed control under `root` back to its written value. */
export function holdEarlyInput(root: ParentNode): void {
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control instanceof HTMLInputElement && !TEXT_INPUTS.has(control.type)) continue
    const written = writtenValue(control)
    if (control.value === written) continue
    held.push({ control, value: control.value })
    control.value = written
  }
}

/**
 * Enters the held values again, once the page is live (src/lib/first-view-handover.ts: React
 * hydrates a route's part after the shell, and a field must be hydrated with its written value
 * for the change to count).
 */
export function replayEarlyInput(): void {
  const replay = held
  held = []
  for (const { control, value } of replay) {
    if (!control.isConnected) continue
    // The prototype's setter, so React's own value tracking sees a change it did not make.
    const prototype = Object.getPrototypeOf(control) as object
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
    const type = control instanceof HTMLSelectElement ? 'change' : 'input'
    control.dispatchEvent(new Event(type, { bubbles: true }))
  }
}
