import { FIRST_VIEW_ELEMENT_ID } from './api/first-view-id'
import { afterFirstPaint } from './lib/after-first-paint'
import './styles.css'

/**
 * The entry: small on purpose. A page the server wrote is complete without the app, so the
 * app's code is fetched only after that page has painted: on a slow link it would share the
 * bandwidth with the page, and on a small device its parsing would share the cores with the
 * page's layout. The plain shell shows only a loading frame (index.html) until the app runs, so
 * it starts at once (its HTML preloads the same modules, see vite.config.ts).
 */
const written = document.getElementById(FIRST_VIEW_ELEMENT_ID) !== null
const shellStatus = document.querySelector('[data-app-shell-status]')
if (shellStatus) shellStatus.textContent = 'Loading…'

void (written ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./start-app'))
  .catch((error: unknown) => {
    console.error(error)
    // A written page stays readable, and its search form still works as plain HTML; the plain
    // shell says why nothing more comes.
    if (shellStatus)
      shellStatus.textContent =
        'DDS Explorer could not start (the connection may have dropped, or a new version was deployed). Reload the page to try again.'
  })
