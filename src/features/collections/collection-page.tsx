import { Link } from '@tanstack/react-router'
import { useCollection } from '../../lib/collections/store'
import { CollectionSection } from './collections-page'
import { m } from '../../paraglide/messages.js'

/**
 * `/collections/<id>`: one collection by its address, the reader's own or one a colleague
 * shares with the team (the link one sends). Another user's private collection, or one no
 * longer shared, is "not found": the server never says whether an id is in use.
 */
export function CollectionPage({ id }: { id: string }) {
  const { collection, isPending, error } = useCollection(id)
  return (
    <div className="space-y-4">
      <h1 className="sr-only">{m.collection_heading()}</h1>
      <p className="text-sm">
        <Link to="/collections" className="text-accent-strong underline">
          {m.collection_all()}
        </Link>
      </p>
      {isPending ? (
        <p className="text-sm text-ink-muted">{m.collection_loading()}</p>
      ) : collection ? (
        <CollectionSection collection={collection} />
      ) : (
        <div role="alert" className="rounded border border-border bg-surface p-4 text-sm">
          <h2 className="text-lg font-semibold">{m.collection_not_found()}</h2>
          <p className="mt-1">
            {error?.message ?? m.collection_not_found_why()} {m.collection_not_found_advice()}
          </p>
        </div>
      )}
    </div>
  )
}
