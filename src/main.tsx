import { afterFirstPaint } from './lib/after-first-paint'
import { dropEarlyClick } from './lib/early-clicks'
import { entryNotLoaded } from './lib/entry-not-loaded'
import { warmFormats } from './lib/warm-formats'
import './styles.css'

/**
 * The entry: small on purpose. The app's code is run only after the page has painted. A page
 * the server wrote is complete without the app: on a slow link the app's download would share
 * the bandwidth with the page, and on a small device its parsing would share the cores with the
 * page's layout, so it is fetched only then. The plain shell (index.html) preloads the same
 * modules (see vite.config.ts) while its loading frame paints; the app then starts one frame
 * later, rather than holding that frame back for as long as its startup takes.
 */
// Scripts run (a written page's head says so already): styles.css shows controls as controls.
document.documentElement.setAttribute('data-scripts', '')
const shellStatus = document.querySelector('[data-app-shell-status]')
if (shellStatus) shellStatus.textContent = 'Loading…'

void afterFirstPaint()
  .then(() => {
    const app = import('./start-app').then(({ startApp }) => startApp())
    warmFormats(document.documentElement.lang || 'en')
    return app
  })
  .catch((error: unknown) => {
    console.error(error)
    // No app will act on a button pressed meanwhile: the page stops saying it waits.
    dropEarlyClick()
    // A written page stays readable, and its search form still works as plain HTML; the plain
    // shell says why nothing more comes.
    if (shellStatus) shellStatus.textContent = entryNotLoaded(document.documentElement.lang)
  })
