import type { ContentTypeId } from '../../api/queries'

/** The content types of the catalogue, in the order the overview shows them. */
export const CONTENT_TYPES: readonly { id: ContentTypeId; label: string }[] = [
  { id: 'marketInsights', label: 'Market insights' },
  { id: 'studies', label: 'Studies' },
  { id: 'infographics', label: 'Infographics' },
  { id: 'statistics', label: 'Statistics' },
]
