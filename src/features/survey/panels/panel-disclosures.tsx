import { lazy, useRef, type ComponentProps } from 'react'
import { ENDPOINTS } from '../../../api/endpoints'
import { useNearViewport } from '../../../components/near-viewport'
import { formatCount } from '../../../lib/format'
import { useDroppedAnalysis } from '../address/analysis-address'
import { analysisNotice } from '../address/analysis-notice'
import { Disclosure } from '../table/disclosure'
import { MAX_NETS, netSides } from '../address/nets-address'
import { analysisSummary, audiencesSummary, netsSummary } from '../model/panel-summaries'
import { useSavedTables } from './saved-store'
import { analysisToSearch } from '../stats/test-options'
import { useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

/**
 * The panels above the table, collapsed: their controls load when opened, not with every
 * table. What they set lives in the address, and the table applies it (toGrid, use-nets,
 * use-audience-address) whether or not a panel was ever opened; notices about the address show
 * on the collapsed line too.
 */

const loadAnalysis = () => import('./analysis-controls')
const AnalysisControls = lazy(() => loadAnalysis().then((m) => ({ default: m.AnalysisControls })))
const loadNets = () => import('./nets-panel')
const NetsPanel = lazy(() => loadNets().then((m) => ({ default: m.NetsPanel })))
const loadAudiences = () => import('../audiences/audience-panel')
const AudiencePanel = lazy(() => loadAudiences().then((m) => ({ default: m.AudiencePanel })))

const loadSaved = () => import('./saved-tables')
const SavedTables = lazy(() => loadSaved().then((m) => ({ default: m.SavedTables })))

const notice = 'rounded border border-warning/40 bg-warning-soft px-3 py-1.5 text-sm text-ink'

// The disclosures take their panels' props; the panels' modules are imported for types only.
export function AnalysisDisclosure({
  model,
  grid,
}: Omit<ComponentProps<typeof AnalysisControls>, 'letters'>) {
  const { options, versus, mean } = grid.analysis
  const letters = useSurveyAddress().search.letters === 1
  const address = analysisNotice(useDroppedAnalysis(JSON.stringify(analysisToSearch(options))))
  return (
    <Disclosure
      title={m.survey_tests_and_statistics()}
      level={3}
      summary={analysisSummary(
        options,
        versus,
        model.kind === 'cross',
        mean !== undefined,
        letters,
      )}
      preload={loadAnalysis}
      reserve="5rem"
      notices={
        address && (
          <p role="status" className={notice}>
            {address}
          </p>
        )
      }
    >
      <AnalysisControls model={model} grid={grid} letters={letters} />
    </Disclosure>
  )
}

export function NetsDisclosure({ model, nets }: ComponentProps<typeof NetsPanel>) {
  if (netSides(model).length === 0 && nets.nets.length === 0) return null
  const toAsk = [...nets.tables.values()].reduce(
    (n, state) => n + (state.status === 'unasked' ? state.tables : 0),
    0,
  )
  const { dropped } = nets
  return (
    <Disclosure
      title={m.survey_nets()}
      level={3}
      summary={netsSummary(
        nets.nets.map((n) => n.name),
        toAsk,
        ENDPOINTS.dataTable.credits,
        nets.issues.length,
      )}
      preload={loadNets}
      reserve="4.5rem"
      notices={
        dropped.length > 0 && (
          <p role="status" className={notice}>
            {m.survey_nets_dropped({
              count: dropped.length,
              max: MAX_NETS,
              names: dropped.map((d) => `"${d}"`).join(', '),
            })}
          </p>
        )
      }
    >
      <NetsPanel model={model} nets={nets} />
    </Disclosure>
  )
}

export function AudienceDisclosure({ naming, address }: ComponentProps<typeof AudiencePanel>) {
  return (
    <Disclosure
      title={m.survey_audiences()}
      level={2}
      summary={audiencesSummary(address.audiences.map((a) => a.name))}
      preload={loadAudiences}
      reserve="7rem"
      notices={
        address.notice && (
          <p role="status" className={notice}>
            {address.notice}
          </p>
        )
      }
    >
      <AudiencePanel naming={naming} address={address} />
    </Disclosure>
  )
}

/**
 * How many tables are saved, asked of the account only once the panel comes near view: the
 * panel sits below the table, and the page's first load stays without the workspace's code.
 */
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
