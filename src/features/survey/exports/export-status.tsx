/**
 * What an export or copy just did ("Excel file downloaded.", "Could not …"), said where its
 * buttons are: a live status, in the danger colour when it failed. One element for every export
 * row of the survey (the table's, the banner's, the comparison's, the tab book's, the saved
 * tables').
 */
export function ExportStatus({ text, failed }: { text: string; failed: boolean }) {
  return (
    <span role="status" className={`text-sm ${failed ? 'text-danger' : 'text-ink-muted'}`}>
      {text}
    </span>
  )
}
