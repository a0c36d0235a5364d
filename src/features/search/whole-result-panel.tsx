import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { describeFailure, failureLine } from '../../api/describe-failure'
import { listQuery } from '../../api/list-queries'
import { exportLine } from '../../lib/export/export-line'
import { formatCount } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import type { ExplorerType } from './content-registry'
import { resultPage } from './result-view'
import type { ExplorerSearch } from './search-schema'
import {
  collectWholeResult,
  wholeResultPlan,
  WholeResultStopped,
  type WholeResult,
} from './whole-result'

type Format = 'csv' | 'xlsx'
/** The file's kind, as the export line names it (lib/export/export-line.ts). */
const FILE: Record<Format, string> = { csv: 'CSV', xlsx: 'Excel' }
type State =
  | { step: 'asking' }
  | { step: 'fetching'; done: number; calls: number }
  | { step: 'done'; result: WholeResult; format: Format; partial?: boolean }
  | { step: 'failed'; error: unknown; format: Format; partial?: WholeResult }

const BUTTON = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'
const SPEND =
  'rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong aria-disabled:cursor-wait aria-disabled:opacity-60'

/**
 * The whole list as one file, after the reader has seen the calls and credits it takes (loaded
 * on "Export all…", so no page's first load carries it). The pages are fetched through the
 * query cache: one already on screen at the export's size costs nothing again, and leaving the
 * panel stops what is still to fetch.
 */
export default function WholeResultPanel({
  type,
  search,
  total,
  cutTo,
  onClose,
}: {
  type: ExplorerType
  search: ExplorerSearch
  total: number
  cutTo?: number | undefined
  onClose: () => void
}) {
  const client = useQueryClient()
  const [state, setState] = useState<State>({ step: 'asking' })
  const running = useRef<AbortController | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
    return () => running.current?.abort()
  }, [])

  const plan = wholeResultPlan(type, total, cutTo)
  if (!plan) return null
  const fetching = state.step === 'fetching'

  const download = async (
    result: WholeResult,
    format: Format,
    name: string,
    signal?: AbortSignal,
  ): Promise<void> => {
    if (format === 'csv') {
      const [csv, file] = await Promise.all([import('./export-csv'), import('../../lib/download')])
      signal?.throwIfAborted()
      file.downloadCsv(csv.resultsCsv(result.items), `${name}.csv`)
    } else {
      const sheet = await import('./export-sheet')
      signal?.throwIfAborted()
      await sheet.downloadResultsWorkbook(name, type.label, result.items)
    }
  }

  /** What the calls before a failure brought, as the file asked for, named as the list's start. */
  const keepPartial = async (partial: WholeResult, format: Format) => {
    try {
      await download(partial, format, `${type.id}-first-${partial.items.length}`)
      setState({ step: 'done', result: partial, format, partial: true })
    } catch (error) {
      setState({ step: 'failed', error, format })
    }
  }

  const run = async (format: Format) => {
    const controller = new AbortController()
    running.current = controller
    setState({ step: 'fetching', done: 0, calls: plan.calls })
    try {
      const result = await collectWholeResult(
        async (page) => {
          // Stop cancels the call under way too, not only the ones after it.
          const query = listQuery(type, page)
          const cancel = () => void client.cancelQueries({ queryKey: query.queryKey })
          controller.signal.addEventListener('abort', cancel, { once: true })
          try {
            return resultPage(await client.fetchQuery(query))
          } finally {
            controller.signal.removeEventListener('abort', cancel)
          }
        },
        search,
        plan,
        {
          signal: controller.signal,
          onCall: (done, calls) => setState({ step: 'fetching', done, calls }),
        },
      )
      await download(result, format, `${type.id}-all-${result.items.length}`, controller.signal)
      setState({ step: 'done', result, format })
    } catch (error) {
      if (controller.signal.aborted) setState({ step: 'asking' })
      else if (error instanceof WholeResultStopped)
        setState({ step: 'failed', error: error.cause, format, partial: error.partial })
      else setState({ step: 'failed', error, format })
    } finally {
      if (running.current === controller) running.current = null
    }
  }

  return (
    <section
      aria-labelledby="whole-result-heading"
      className="w-full space-y-2 rounded border border-border bg-surface px-3 py-3 text-sm"
    >
      <h3 id="whole-result-heading" ref={heading} tabIndex={-1} className="font-semibold">
        {m.results_export_all_heading()}
      </h3>
      <p className="text-ink-muted">
        {plan.covers < plan.total
          ? m.results_export_all_first({
              covers: formatCount(plan.covers),
              total: formatCount(plan.total),
            })
          : m.results_export_all_every({ total: formatCount(plan.total) })}{' '}
        {m.results_export_all_calls({ calls: plan.calls, credits: formatCount(plan.credits) })}
        {plan.covers < plan.total && <> {m.results_export_all_bound()}</>}
      </p>
      <div role="status" aria-live="polite">
        {state.step === 'fetching' && (
          <p>
            {m.results_export_all_progress({
              done: formatCount(state.done),
              calls: formatCount(state.calls),
            })}
          </p>
        )}
        {state.step === 'done' && state.partial && (
          <p>
            {exportLine({
              done: true,
              file: FILE[state.format],
              count: { n: state.result.items.length, of: 'results', total: state.result.total },
            })}
          </p>
        )}
        {state.step === 'done' && !state.partial && (
          <p>
            {exportLine({
              done: true,
              file: FILE[state.format],
              count: { n: state.result.items.length, of: 'results' },
            })}
            {state.result.cutTo !== undefined && state.result.items.length < state.result.total && (
              <>
                {' '}
                {m.results_export_all_cut({
                  size: formatCount(state.result.cutTo),
                  total: formatCount(state.result.total),
                })}
              </>
            )}
            {state.result.unreadable > 0 && (
              <>
                {' '}
                {m.results_export_all_unreadable({ count: formatCount(state.result.unreadable) })}
              </>
            )}
          </p>
        )}
      </div>
      {state.step === 'failed' && (
        <div role="alert" className="space-y-2 rounded bg-danger-soft px-3 py-2 text-ink">
          <p>
            {exportLine({
              done: false,
              file: FILE[state.format],
              reason: state.partial
                ? `${m.results_export_all_stopped_after({ count: formatCount(state.partial.items.length) })} ${failureLine(describeFailure(state.error))}`
                : failureLine(describeFailure(state.error)),
            })}
          </p>
          {state.partial && (
            <button
              type="button"
              className={BUTTON}
              onClick={() => state.partial && void keepPartial(state.partial, state.format)}
            >
              {m.results_export_all_keep_partial({
                count: formatCount(state.partial.items.length),
                total: formatCount(state.partial.total),
              })}
            </button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {/* The buttons stay while fetching (unavailable, not removed), so focus stays put. */}
        <button
          type="button"
          className={SPEND}
          aria-disabled={fetching}
          onClick={() => !fetching && void run('csv')}
        >
          {m.results_export_all_csv()}
        </button>
        <button
          type="button"
          className={SPEND}
          aria-disabled={fetching}
          onClick={() => !fetching && void run('xlsx')}
        >
          {m.results_export_all_excel()}
        </button>
        {fetching ? (
          <button type="button" className={BUTTON} onClick={() => running.current?.abort()}>
            {m.results_export_all_stop()}
          </button>
        ) : (
          <button type="button" className={BUTTON} onClick={onClose}>
            {state.step === 'done' ? m.results_export_all_close() : m.results_export_all_cancel()}
          </button>
        )}
      </div>
    </section>
  )
}
