import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'

export function NotFound() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold">{m.nav_not_found_title()}</h1>
      <p className="mt-2 text-ink-muted">{m.nav_not_found_text()}</p>
      <Link to="/" className="mt-6 inline-block rounded bg-accent px-4 py-2 text-on-accent">
        {m.nav_not_found_home()}
      </Link>
    </section>
  )
}
