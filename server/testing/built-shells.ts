import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES } from '../../src/lib/i18n/reader-locale'
import { localeShellFile } from '../pipeline/pages/locale-shells'

/**
 * Writes a stand-in build's shell for every interface language (index.html, index.de.html),
 * as `npm run build` does; the server refuses a build lacking one. The same page for each
 * unless `perLanguage` marks them apart.
 */
export function writeShells(
  distDir: string,
  page: string,
  perLanguage: (page: string, locale: string) => string = (p) => p,
): void {
  for (const locale of LOCALES)
    writeFileSync(path.join(distDir, localeShellFile(locale)), perLanguage(page, locale))
}
