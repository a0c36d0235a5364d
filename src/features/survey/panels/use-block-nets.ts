import { useQueries } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { DataTable } from '../../../api/schemas/survey'
import { dataTableQuery } from '../../../api/survey-queries'
import { netsModule, shows } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import type { Net } from '../address/nets-address'
import type { TableRequest } from '../address/search-params'
import { useSurveyAddress } from '../address/survey-address'
import type { RowNets } from '../model/banner-nets'
import type { TableModel } from '../model/table-model'

/** The nets' deferred code (address-modules.ts netsModule), once it has come. */
export type NetCode = NonNullable<ReturnType<typeof netsModule.loaded>>

/**
 * The address's row nets as `RowNets` (banner-nets.ts) for the tables a reader reads with them:
 * `got` says which multi-pick net tables are in. Undefined without nets or their code.
 */
export function rowNetsOf(
  code: NetCode | undefined,
  nets: readonly Net[],
  got: (request: TableRequest) => DataTable | undefined,
): RowNets | undefined {
  if (!code || nets.length === 0) return undefined
  return { apply: (table) => code.withBlockNets(nets, table, got) }
}

/** Where the row nets of a set of tables stand (useBlockNets). */
export interface BlockNets {
  /** What the tables are read with; undefined without nets (or before their code has come). */
  rowNets: RowNets | undefined
  /** The multi-pick nets' filtered tables not asked for yet (10 credits each). */
  missing: number
  /** The names of the nets still waiting for such a table. */
  waiting: string
  /** The reader's yes to the missing tables. */
  ask: () => void
  /** Why a net's table did not come, if one did not. */
  failure: Error | undefined
}

/**
 * The address's row nets on tables of one rows question: a banner's blocks (banner-view.tsx,
 * a tab book's banner) or a plain tab-book table (one table). A single-pick net adds its
 * answers' counts; a multi-pick one needs each table filtered by its answers (banner-nets.ts
 * blockNetTables), one more data request per table and net, asked only after the reader's yes
 * (`ask`) or found in the cache. The nets' code loads only for an address with nets
 * (address-modules.ts). `tables` are those in, each with the model it is read by: the net's
 * way of counting follows the model's question type.
 */
export function useBlockNets(
  tables: readonly { request: TableRequest; model: TableModel }[],
): BlockNets {
  const { search } = useSurveyAddress()
  const code = useDeferredModule(netsModule, shows('nets', search))
  const nets = useMemo(() => code?.parseNets(search.nets).nets ?? [], [code, search.nets])
  // Cheap (each net placed on each table): worked out each render, the queries keyed by request.
  const netTables =
    code && nets.length > 0
      ? tables.flatMap((t) => code.blockNetTables(nets, t.model, t.request))
      : []
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set())
  const queries = code?.netQueries(netTables, asked, true) ?? []
  const results = useQueries({ queries })
  const missing = queries.filter(
    (q, i) => !results[i]?.data && !results[i]?.error && !asked.has(q.key),
  )
  // One reading per set of answers in: `arrived` stands for them, `keys` for what was asked.
  const arrived = results.map((r) => r.dataUpdatedAt).join(',')
  const keys = queries.map((q) => q.key).join('|')
  const rowNets = useMemo(
    () => {
      const byKey = new Map(queries.map((q, i) => [q.key, results[i]?.data]))
      return rowNetsOf(code, nets, (r) => byKey.get(JSON.stringify(dataTableQuery(r).queryKey)))
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [code, nets, arrived, keys],
  )
  return {
    rowNets,
    missing: missing.length,
    waiting: code && missing.length > 0 ? code.waitingNets(nets, netTables, missing) : '',
    ask: () => setAsked(new Set([...asked, ...missing.map((q) => q.key)])),
    failure: results.find((r) => r.error)?.error ?? undefined,
  }
}
