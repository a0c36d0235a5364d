import { z } from '../zod'

/**
 * The team workspace (`/api/workspace/…`, server/workspace/): what a user keeps with the
 * account. The server validates every item with these on the way in and the browser reads its
 * answers with them, so both sides agree on one shape. docs/workspace-api.md describes the API.
 *
 * Each kind's `data` is what the browser kept in localStorage under src/lib/local-store.ts,
 * bounded: lengths here, and a whole item's size in WORKSPACE_BOUNDS (checked by the server on
 * the serialized JSON). Unknown fields are dropped on the way in.
 */

export const ITEM_KINDS = [
  'saved-table',
  'collection',
  'audience',
  'saved-search',
  'research',
] as const
export type ItemKind = (typeof ITEM_KINDS)[number]

/** Kinds an owner may share with the team. */
export const SHAREABLE_KINDS = ['saved-table', 'collection'] as const satisfies ItemKind[]

export const SHARING = ['private', 'team-read', 'team-edit'] as const
export type Sharing = (typeof SHARING)[number]

/** What one user may keep: per kind a count and a size (bytes of the item's JSON `data`). */
export const WORKSPACE_BOUNDS = {
  kinds: {
    'saved-table': { count: 500, bytes: 16 * 1024 },
    collection: { count: 200, bytes: 1024 * 1024 },
    audience: { count: 200, bytes: 8 * 1024 },
    'saved-search': { count: 500, bytes: 8 * 1024 },
    // History keeps the newest: the oldest entry goes when a new one would pass the count.
    research: { count: 200, bytes: 4 * 1024 },
  },
  preferencesBytes: 4 * 1024,
  /** Everything one user keeps, items and preferences together. */
  totalBytes: 32 * 1024 * 1024,
  /** One collection entry's answer snapshot (within its collection's size). */
  answerBytes: 256 * 1024,
  /** Request bodies: one item's write, and an import document. */
  requestBytes: 1536 * 1024,
  importBytes: 40 * 1024 * 1024,
} as const satisfies {
  kinds: Record<ItemKind, { count: number; bytes: number }>
  [key: string]: unknown
}

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max))
const isoTime = z.iso.datetime({ offset: true })

/** URL search values as the app writes them: a flat record of short values. */
const searchParams = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(50)),
    z.union([z.string().check(z.maxLength(2_000)), z.number(), z.boolean()]),
  )
  .check(z.refine((record) => Object.keys(record).length <= 40, 'at most 40 search values'))

/** A survey table as its address holds it (src/features/survey/address/search-params.ts reads it again). */
export const savedTableDataSchema = z.object({
  name: text(1, 120),
  search: searchParams,
  savedAt: isoTime,
})

const ANSWER_ID = /^[A-Za-z0-9_]{1,100}#\d{1,4}$/

export const audienceDataSchema = z.object({
  name: text(1, 60),
  answers: z
    .array(z.string().check(z.regex(ANSWER_ID, 'must be an answer ID')))
    .check(z.minLength(1), z.maxLength(30)),
  /** The answers in words when it was saved (src/features/survey/audiences/audience-store.ts). */
  sentence: z._default(z.string().check(z.maxLength(2_000)), ''),
  savedAt: isoTime,
})

export const CONTENT_PAGES = [
  'overview',
  'market-insights',
  'studies',
  'infographics',
  'statistics',
  'indicators',
] as const

/** A content search with its facets, under a name, listed on its page. */
export const savedSearchDataSchema = z.object({
  name: text(1, 120),
  page: z.enum(CONTENT_PAGES),
  search: searchParams,
  savedAt: isoTime,
})

/** A research question asked (src/features/research/history.ts); its clientId is the token. */
export const researchDataSchema = z.object({
  token: text(1, 500),
  question: text(1, 1_000),
  askedAt: isoTime,
})

const citableSchema = z.object({
  id: z.string().check(z.maxLength(500)),
  title: z.string().check(z.maxLength(2_000)),
  sources: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50)),
  publishers: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50)),
  released: z.optional(z.string().check(z.maxLength(100))),
  retrieved: z.string().check(z.maxLength(100)),
  url: z.optional(z.string().check(z.maxLength(2_000))),
  // A survey table's names its country, year, filters and questions (features/survey/exports/cite-table.ts).
  medium: z.string().check(z.maxLength(2_000)),
  type: z.enum(['dataset', 'report', 'webpage']),
  platform: z.optional(z.string().check(z.maxLength(20))),
})

const jsonBytes = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value) ?? '').length

/**
 * The answer an entry shows, kept when it was added: a colleague who opens the entry sees these
 * numbers without asking the service (and spending credits) again, and may ask on purpose.
 */
export const answerSnapshotSchema = z.object({
  kind: z.enum(['survey-table', 'statistic-data', 'indicator-data']),
  /** The API address it answered, `/v1/…` with its query: what "current figures" asks again. */
  request: z.string().check(z.regex(/^\/v1\//, 'must be a /v1/ address'), z.maxLength(4_000)),
  retrievedAt: isoTime,
  body: z
    .unknown()
    .check(
      z.refine(
        (body) => body !== undefined && jsonBytes(body) <= WORKSPACE_BOUNDS.answerBytes,
        `must be JSON of at most ${WORKSPACE_BOUNDS.answerBytes / 1024} KB`,
      ),
    ),
})
export type AnswerSnapshot = z.infer<typeof answerSnapshotSchema>

/**
 * An address inside the app, for what a stored or imported entry opens: a link elsewhere must
 * not pass. Browsers read "/\\" as "//" and drop tabs and line breaks anywhere in an address
 * ("/<tab>/x" is "//x"), so neither may appear at all.
 */
export const IN_APP_ADDRESS = /^\/(?![/\\])[^\\\t\n\r]*$/

export const collectionEntrySchema = z.object({
  key: text(1, 500),
  kind: z.string().check(z.maxLength(100)),
  title: z.string().check(z.maxLength(2_000)),
  href: z
    .string()
    .check(z.regex(IN_APP_ADDRESS, 'must be an address inside the app'), z.maxLength(4_000)),
  citable: citableSchema,
  /** What was seen when it was added, as label and value (src/lib/collections/model.ts). */
  snapshot: z
    .array(
      z.object({
        label: z.string().check(z.maxLength(200)),
        value: z.string().check(z.maxLength(2_000)),
      }),
    )
    .check(z.maxLength(50)),
  answer: z.optional(answerSnapshotSchema),
  note: z._default(z.string().check(z.maxLength(5_000)), ''),
  addedAt: isoTime,
})
export type CollectionEntryData = z.infer<typeof collectionEntrySchema>

/** Entries in the reader's order, each key once. */
export const collectionDataSchema = z.object({
  name: text(1, 200),
  entries: z.array(collectionEntrySchema).check(
    z.maxLength(500),
    z.refine(
      (entries) => new Set(entries.map((e) => e.key)).size === entries.length,
      'each entry key at most once',
    ),
  ),
})

export const ITEM_DATA_SCHEMAS = {
  'saved-table': savedTableDataSchema,
  collection: collectionDataSchema,
  audience: audienceDataSchema,
  'saved-search': savedSearchDataSchema,
  research: researchDataSchema,
} as const

export type ItemData<K extends ItemKind = ItemKind> = z.infer<(typeof ITEM_DATA_SCHEMAS)[K]>

export const preferencesDataSchema = z.object({
  citation: z.optional(
    z.object({
      style: z.enum(['apa', 'mla', 'chicago', 'harvard']),
      language: z.enum(['en', 'de']),
    }),
  ),
  /** The interface's language, set by the header's switch (src/lib/i18n/reader-locale.ts). */
  locale: z.optional(z.enum(['en', 'de'])),
})
export type PreferencesData = z.infer<typeof preferencesDataSchema>

// ---- Requests ----

/** A client's own id for an item (a browser-made id, a research token): what import dedupes on. */
export const clientIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(500), z.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII'))

export const itemKindSchema = z.enum(ITEM_KINDS)
export const sharingSchema = z.enum(SHARING)
export const versionSchema = z.int().check(z.positive())

export const createItemSchema = z.object({
  kind: itemKindSchema,
  clientId: z.optional(clientIdSchema),
  data: z.unknown(),
})
export const updateItemSchema = z.object({ version: versionSchema, data: z.unknown() })
export const shareItemSchema = z.object({ version: versionSchema, sharing: sharingSchema })
export const updatePreferencesSchema = z.object({
  // 0: the user has none yet.
  version: z.int().check(z.nonnegative()),
  data: z.unknown(),
})

// ---- Answers ----

export const itemSchema = z.looseObject({
  id: z.string(),
  kind: itemKindSchema,
  clientId: z.string(),
  name: z.string(),
  version: z.int(),
  sharing: sharingSchema,
  owner: z.looseObject({ id: z.string(), name: z.string() }),
  /** What the asking user may do: everything, edit the data, or read. */
  access: z.enum(['owner', 'edit', 'read']),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Absent in lists of collections (read one whole with GET /items/:id). */
  data: z.optional(z.unknown()),
  /** Collections in lists: how many entries. */
  entries: z.optional(z.int()),
})
export type WorkspaceItem = z.infer<typeof itemSchema>

export const itemListSchema = z.looseObject({ items: z.array(itemSchema) })

export const preferencesSchema = z.looseObject({
  version: z.int(),
  data: preferencesDataSchema,
  updatedAt: z.nullable(z.string()),
})

/** 409: the item changed since the version the write named; `current` is what it is now. */
export const conflictSchema = z.looseObject({
  title: z.string(),
  detail: z.string(),
  current: itemSchema,
})

// ---- Export and import ----

export const EXPORT_FORMAT = 'dds-explorer-workspace'

/**
 * "Download all my data", and what import accepts. Import reads `kind`, `clientId`, `data`,
 * `sharing` and `createdAt` of each item and ignores the rest, so an exported file goes back in
 * as it is, and the browser can build one from localStorage.
 */
export const importItemSchema = z.object({
  kind: itemKindSchema,
  clientId: clientIdSchema,
  data: z.unknown(),
  sharing: z.optional(sharingSchema),
  createdAt: z.optional(isoTime),
})

export const importDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(1),
  preferences: z.optional(z.unknown()),
  items: z.array(importItemSchema).check(z.maxLength(5_000)),
})

export const importResultSchema = z.looseObject({
  created: z.int(),
  unchanged: z.int(),
  preferences: z.enum(['set', 'kept']),
})
