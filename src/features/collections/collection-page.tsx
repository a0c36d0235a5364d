import { Link } from '@tanstack/react-router'
import { useCollection } from '../../lib/collections/store'
import { CollectionSection } from './collections-page'

/**
 * `/collections/<id>`: one collection by its address, the reader's own or one a colleague
 * shares with the team (the link one sends). Another user's private collection, or one no
 * longer shared, is "not found": the server never says whether an id is in use.
 */
export function CollectionPage({ id }: { id: string }) {
  const { collection, isPending, error } = useCollection(id)
  return (
    <div className="space-y-4">
      <h1 className="sr-only">Collection</h1>
      <p className="text-sm">
        <Link to="/collections" className="text-accent-strong underline">
          All collections
        </Link>
      </p>
      {isPending ? (
        <p className="text-sm text-ink-muted">Loading the collection…</p>
      ) : collection ? (
        <CollectionSection collection={collection} />
      ) : (
        <div role="alert" className="rounded border border-border bg-surface p-4 text-sm">
          <h2 className="text-lg font-semibold">Collection not found</h2>
          <p className="mt-1">
            {error?.message ??
              'It may have been deleted, or its owner no longer shares it with the team.'}{' '}
            Ask its owner to share it again, or open your own collections.
          </p>
        </div>
      )}
    </div>
  )
}
