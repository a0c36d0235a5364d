/**
 * The id of the data block a server-written page carries (src/api/first-view-state.ts). On its
 * own so that the entry script can tell a written page from the plain shell without loading
 * the schemas that read the block.
 */
export const FIRST_VIEW_ELEMENT_ID = 'dds-first-view'
