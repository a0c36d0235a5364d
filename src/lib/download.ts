/** Offers `text` as a file download (UTF-8, no BOM: reference managers read it as it is). */
export function downloadFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
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
