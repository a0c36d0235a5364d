/** A file name from the table's identity: survey, rows, columns. */
export function tableFileStem(surveyId: string, rows: string, columns?: string | null): string {
  return [surveyId, rows, columns]
    .filter(Boolean)
    .join('-')
    .replace(/[^\w-]+/g, '_')
}
