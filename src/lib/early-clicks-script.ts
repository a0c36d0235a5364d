/**
 * The script a written page carries in its head (src/server-render/entry-server.tsx adds it with
 * the page's nonce) to note a button pressed before the app has loaded; src/lib/early-clicks.ts
 * takes the press over. It runs before any of the app's code has loaded, so it is plain
 * script; while a press waits, the page says so with a busy cursor (styles.css,
 * `data-app-waiting`). It also marks the page as one whose scripts run (`data-scripts`, read by
 * styles.css). Apart from early-clicks.ts so that only the server's bundle holds it.
 */
export const EARLY_CLICKS_SCRIPT = `(() => {
  const html = document.documentElement
  // Scripts run on this page: what stands open without them (styles.css) acts as controls.
  html.setAttribute('data-scripts', '')
  let pressed
  const note = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || (button.type !== 'button' && button.form)) return
    pressed = { button, at: performance.now() }
    html.setAttribute('data-app-waiting', '')
  }
  addEventListener('click', note, true)
  window.__ddsTakeEarlyClick = () => {
    removeEventListener('click', note, true)
    delete window.__ddsTakeEarlyClick
    return pressed
  }
})()`
