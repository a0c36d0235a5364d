/**
 * Topics the generated titles are built from, with the English and German phrases the
 * templates need (German needs the dative "im …" form, so it is spelled out, not derived).
 */
export interface TopicWords {
  /** Running-text name: "e-commerce", "E-Commerce". */
  name: string
  /** Capitalized name used as a market-insight title: "eCommerce". */
  title: string
  market: string
  /** "in the e-commerce market"; German dative: "im E-Commerce". */
  marketIn: string
  users: string
  players: string
}

export interface Topic {
  key: string
  /** Industry ids (see vocabulary-places.ts). */
  industries: readonly number[]
  en: TopicWords
  de: TopicWords
}
