/**
 * What an export or copy just did ("Excel file downloaded.", "Could not …": lib/export/export-line.ts),
 * said where its buttons are: a live status, in the danger colour when it failed. One element
 * for every export row (the survey's table, banner, comparison, tab book and saved tables; a
 * collection's files and its report).
 */
export function ExportStatus({ text, failed }: { text: string; failed: boolean }) {
  return (
    <span role="status" className={`text-sm ${failed ? 'text-danger' : 'text-ink-muted'}`}>
      {text}
    </span>
  )
}
