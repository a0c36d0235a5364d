import type { Citable } from './citable'

/** Citables for the citation tests: one source, several, no date, the German platform. */
export const ONE_SOURCE: Citable = {
  id: 'statistic:1',
  title: 'Revenue of the e-commerce market in Germany from 2020 to 2029',
  sources: ['International Monetary Fund'],
  publishers: ['Statista'],
  released: '2026-10-23T08:00:00Z',
  retrieved: '2026-11-23T10:00:00Z',
  // Tracking tags the service adds; no citation may keep them.
  url: 'https://www.statista.com/statistics/1/e-commerce/?utm_source=dds&utm_medium=api&locale=en',
  medium: 'Statistic',
  type: 'dataset',
  platform: 'en',
}

export const SEVERAL_SOURCES: Citable = {
  ...ONE_SOURCE,
  id: 'statistic:2',
  sources: ['International Monetary Fund', 'World Bank', 'OECD'],
}

export const NO_DATE: Citable = { ...ONE_SOURCE, id: 'statistic:3', released: undefined }

export const GERMAN_PLATFORM: Citable = {
  ...ONE_SOURCE,
  id: 'statistic:4',
  title: 'Umsatz im E-Commerce in Deutschland bis 2029',
  sources: ['Statistisches Bundesamt'],
  medium: 'Statistik',
  platform: 'de',
  url: 'https://de.statista.com/statistik/daten/studie/1/umsatz/',
}

export const CLEAN_URL = 'https://www.statista.com/statistics/1/e-commerce/?locale=en'
export const DE_URL = 'https://de.statista.com/statistik/daten/studie/1/umsatz/'
