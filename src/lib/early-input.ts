/**
 * What a reader typed or picked on a server-written page before the app took it over. The
 * browser keeps such values in the controls, but the app never heard of them: the page would
 * show "Most recent" while listing by best match. So before hydration every text field and
 * select goes back to the value the server wrote (hydration then matches the app's state), and
 * once React has taken a control over, the reader's value is entered again as the input event
 * the browser would have sent, which the app handles like any other.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'tel', 'url', 'date'])
/** Hydration is over long before this; a control still not taken over keeps the reader's value. */
const GIVE_UP_MS = 10_000

function writtenValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options]
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? ''
  }
  return control.defaultValue
}

/**
 * Whether React has hydrated this element. React hydrates a page's parts one after another
 * (each route's part is a Suspense boundary of its own), and a field must be hydrated with its
 * written value for the change to count. React keeps an element's props under its own
 * `__reactProps$…` key from the moment it has taken the element over.
 */
function hydrated(control: Control): boolean {
  return Object.keys(control).some((key) => key.startsWith('__reactProps$'))
}

function enter(control: Control, value: string): void {
  // The prototype's setter, so React's own value tracking sees a change it did not make.
  const prototype = Object.getPrototypeOf(control) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
  const type = control instanceof HTMLSelectElement ? 'change' : 'input'
  control.dispatchEvent(new Event(type, { bubbles: true }))
}

/**
 * Before hydration: puts every changed control under `root` back to its written value, and
 * enters the reader's value again once React has taken that control over.
 */
export function holdEarlyInput(root: ParentNode): void {
  let held: { control: Control; value: string }[] = []
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control instanceof HTMLInputElement && !TEXT_INPUTS.has(control.type)) continue
    const written = writtenValue(control)
    if (control.value === written) continue
    held.push({ control, value: control.value })
    control.value = written
  }
  const until = performance.now() + GIVE_UP_MS
  const check = () => {
    held = held.filter(({ control, value }) => {
      if (!control.isConnected) return false
      if (!hydrated(control)) return true
      enter(control, value)
      return false
    })
    if (held.length === 0) return
    if (performance.now() < until) requestAnimationFrame(check)
    else for (const { control, value } of held) control.value = value
  }
  if (held.length > 0) requestAnimationFrame(check)
}
