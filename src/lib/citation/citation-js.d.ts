// citation-js ships no types; only the parts this app calls are declared.
declare module '@citation-js/core' {
  interface Register<T> {
    set(key: string, value: T): void
    has(key: string): boolean
  }
  export class Cite {
    constructor(data: unknown)
    format(format: string, options?: Record<string, unknown>): string
  }
  export const plugins: {
    config: {
      get(name: '@csl'): { styles: Register<string>; locales: Register<string> }
    }
  }
}
declare module '@citation-js/plugin-csl'
declare module '@citation-js/plugin-bibtex'
declare module '@citation-js/plugin-ris'
