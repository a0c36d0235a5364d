/** The bordered button of "Add to collection" and its panel. */
export const collectionButtonClass =
  'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'
