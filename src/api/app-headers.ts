/**
 * Headers this app's server adds to the service's answers for its own browser pages: named
 * once here for the server that writes them and the browser that reads them.
 */

/** On a paid answer: the reader's credits used today, this answer's included. */
export const CREDITS_USED_HEADER = 'x-dds-credits-used'
