/**
 * Every file the app offers for download leaves through here: the survey's CSV, Excel and
 * PowerPoint files, chart pictures, citations, collections and result lists.
 */

/** Offers a blob as a file download; the object URL is released once the click has been handled. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Not at once: a browser may start reading the object URL only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Offers `text` as a UTF-8 file, without a BOM: reference managers read it as it is. */
export function downloadFile(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName)
}

/** Offers CSV text as a file, with a BOM so that Excel reads it as UTF-8 (umlauts, ≥, –). */
export function downloadCsv(text: string, fileName: string): void {
  downloadBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName)
}

/** A file name from free text: letters, digits and dashes, at most 60 characters. */
export function fileStem(text: string): string {
  const stem = text
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return stem || 'citation'
}
