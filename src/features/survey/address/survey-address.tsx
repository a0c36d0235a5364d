import { getRouteApi } from '@tanstack/react-router'
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react'
import { isEmptyPatch, nextAddress, type UpdateAddress } from './address-rules'
import { filterIds, tableRequest, type SurveySearch } from './search-params'
import { builderActions, type BuilderActions } from './builder-actions'
import { yearBounds } from '../questions/question-catalogue'

const route = getRouteApi('/survey')

/** What the survey's address says, read once by the page for every part of it. */
export interface SurveyAddress {
  search: SurveySearch
  /** The filter answer IDs, as a list. */
  filters: string[]
  /** The table the address asks for; undefined while it names no rows. */
  request: ReturnType<typeof tableRequest>
}

const AddressContext = createContext<SurveyAddress | null>(null)
/** Exported for component tests, which hand a part the steps it calls. */
export const BuilderActionsContext = createContext<BuilderActions | null>(null)

/**
 * The one writer of the survey address, and the place the survey's parts read it from: the
 * page renders its parts inside. Nothing else in the survey navigates (an ESLint rule holds it).
 */
export function SurveyAddressProvider({ children }: { children: ReactNode }) {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const update = useCallback<UpdateAddress>(
    (patch, options) => {
      if (isEmptyPatch(patch)) return
      // The same page with another table: the reader stays where they are (the router would
      // scroll to the top), so what a choice changes, such as a comparison, can come into view.
      void navigate({
        search: (prev) =>
          nextAddress(prev, patch, { yearBounds, thisYear: new Date().getFullYear() }),
        replace: options?.replace ?? false,
        resetScroll: false,
      })
    },
    [navigate],
  )
  const address = useMemo(
    () => ({ search, filters: filterIds(search), request: tableRequest(search) }),
    [search],
  )
  const actions = useMemo(() => builderActions(search, update), [search, update])
  return (
    <AddressContext value={address}>
      <BuilderActionsContext value={actions}>{children}</BuilderActionsContext>
    </AddressContext>
  )
}

/** The survey's address as the page reads it: the search, its filters and its table request. */
export function useSurveyAddress(): SurveyAddress {
  const address = use(AddressContext)
  if (!address) throw new Error('useSurveyAddress outside SurveyAddressProvider')
  return address
}

/** The builder's steps, each a write of the address (builder-actions.ts). */
export function useBuilderActions(): BuilderActions {
  const actions = use(BuilderActionsContext)
  if (!actions) throw new Error('useBuilderActions outside SurveyAddressProvider')
  return actions
}

/** A part with an edit of its own (tab book, audiences) writes through this, as the steps do. */
export function useUpdateAddress(): UpdateAddress {
  return useBuilderActions().update
}
