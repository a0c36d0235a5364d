import path from 'node:path'

/** Where `npm run build` puts the server-render bundle for a client build in `outDir`. */
export function ssrOutDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-ssr`
}

const FIRST_VIEW_ENTRY = 'entry-server.js'

export function firstViewEntry(distDir: string): string {
  return path.join(ssrOutDir(distDir), FIRST_VIEW_ENTRY)
}
