interface ImportMetaEnv {
  /** The interface language of a production client build (vite.config.ts); unset elsewhere. */
  readonly DDS_STATIC_LOCALE?: 'en' | 'de'
}
