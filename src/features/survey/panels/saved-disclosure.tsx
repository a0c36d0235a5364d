import { lazy, useRef } from 'react'
import { useNearViewport } from '../../../components/near-viewport'
import { formatCount } from '../../../lib/format'
import { Disclosure } from '../table/disclosure'
import { useSavedTables } from './saved-store'
import { m } from '../../../paraglide/messages.js'

/**
 * The "Saved tables" line below the table (collapsed, like the panels of panel-disclosures.tsx).
 * The page loads this module only when the line comes near view (survey-page.tsx), and the
 * list and its exports when it is opened: a reader who never scrolls there loads neither the
 * workspace's queries nor the saved tables' code.
 */

const loadSaved = () => import('./saved-tables')
const SavedTables = lazy(() => loadSaved().then((m) => ({ default: m.SavedTables })))

/** How many tables are saved, asked of the account only once the line is about to show. */
function SavedCount() {
  const place = useRef<HTMLSpanElement>(null)
  const count = useSavedTables(useNearViewport(place, '200px')).length
  return (
    <span ref={place}>
      {count === 0
        ? m.survey_save_to_reopen()
        : m.survey_saved_count({ count, shown: formatCount(count) })}
    </span>
  )
}

/** The tables saved with the account (below the table; in the browser only). */
export function SavedTablesDisclosure() {
  return (
    <Disclosure
      title={m.survey_saved_tables()}
      level={2}
      summary={<SavedCount />}
      preload={loadSaved}
      reserve="4rem"
    >
      <SavedTables />
    </Disclosure>
  )
}
