/**
 * The longest search text the app sends: the service takes `q` of 1 to 1,000 characters
 * (docs/service-contract.md), and its search uses only a text's first words anyway. Every search
 * box, research question and search-text URL parameter is held to it.
 */
export const MAX_QUERY_CHARS = 1000
