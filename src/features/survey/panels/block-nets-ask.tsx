import { describeFailure, failureLine } from '../../../api/describe-failure'
import { SpendButtons } from '../../../components/spend-buttons'
import { m } from '../../../paraglide/messages.js'
import { TABLE_CREDITS } from '../model/tab-book-tables'
import type { BlockNets } from './use-block-nets'

/**
 * Under a table read with row nets (useBlockNets): the yes to the multi-pick nets' tables, with
 * their credits and the nets waiting for them, and why a net's table failed. `banner`: the
 * tables are a banner's blocks (each needs its own filtered table), else one table.
 */
export function BlockNetsAsk({ state, banner }: { state: BlockNets; banner: boolean }) {
  return (
    <>
      {state.missing > 0 && (
        <SpendButtons
          what={m.banner_nets_load({ count: state.missing })}
          credits={state.missing * TABLE_CREDITS}
          onSpend={state.ask}
        >
          <span className="text-sm text-ink-muted">
            {(banner ? m.banner_nets_waiting : m.tabbook_nets_waiting)({ nets: state.waiting })}
          </span>
        </SpendButtons>
      )}
      {state.failure && (
        <p role="alert" className="text-sm text-danger">
          {m.banner_net_figures()}: {failureLine(describeFailure(state.failure))}
        </p>
      )}
    </>
  )
}
