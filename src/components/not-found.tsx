import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-ink-muted">This address is not a page of DDS Explorer.</p>
      <Link to="/" className="mt-6 inline-block rounded bg-accent px-4 py-2 text-on-accent">
        Go to the overview
      </Link>
    </section>
  )
}
