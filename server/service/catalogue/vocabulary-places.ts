import type { ContentPlatform, SourceRef } from './types'

/**
 * Geographies, industries and sources. Geo codes are deliberately mixed (UN M49 '001',
 * alpha-2 'US', alpha-3 'DEU') because production content carries all three.
 */
export interface Place {
  id: number
  code: string
  en: { name: string; in: string }
  de: { name: string; in: string }
  /** Relative frequency on each platform: German content is mostly about DACH. */
  weight: Record<ContentPlatform, number>
}

export const PLACES: readonly Place[] = [
  {
    id: 1,
    code: '001',
    en: { name: 'Worldwide', in: 'worldwide' },
    de: { name: 'Weltweit', in: 'weltweit' },
    weight: { en: 14, de: 8 },
  },
  {
    id: 2,
    code: 'US',
    en: { name: 'United States', in: 'in the United States' },
    de: { name: 'USA', in: 'in den USA' },
    weight: { en: 16, de: 4 },
  },
  {
    id: 3,
    code: 'DEU',
    en: { name: 'Germany', in: 'in Germany' },
    de: { name: 'Deutschland', in: 'in Deutschland' },
    weight: { en: 6, de: 30 },
  },
  {
    id: 4,
    code: 'GB',
    en: { name: 'United Kingdom', in: 'in the United Kingdom' },
    de: { name: 'Vereinigtes Königreich', in: 'im Vereinigten Königreich' },
    weight: { en: 8, de: 2 },
  },
  {
    id: 5,
    code: 'FRA',
    en: { name: 'France', in: 'in France' },
    de: { name: 'Frankreich', in: 'in Frankreich' },
    weight: { en: 4, de: 2 },
  },
  {
    id: 6,
    code: 'AT',
    en: { name: 'Austria', in: 'in Austria' },
    de: { name: 'Österreich', in: 'in Österreich' },
    weight: { en: 1, de: 8 },
  },
  {
    id: 7,
    code: 'CHE',
    en: { name: 'Switzerland', in: 'in Switzerland' },
    de: { name: 'Schweiz', in: 'in der Schweiz' },
    weight: { en: 1, de: 7 },
  },
  {
    id: 8,
    code: 'CN',
    en: { name: 'China', in: 'in China' },
    de: { name: 'China', in: 'in China' },
    weight: { en: 6, de: 2 },
  },
  {
    id: 9,
    code: 'JPN',
    en: { name: 'Japan', in: 'in Japan' },
    de: { name: 'Japan', in: 'in Japan' },
    weight: { en: 3, de: 1 },
  },
  {
    id: 10,
    code: 'IN',
    en: { name: 'India', in: 'in India' },
    de: { name: 'Indien', in: 'in Indien' },
    weight: { en: 4, de: 1 },
  },
  {
    id: 11,
    code: '150',
    en: { name: 'Europe', in: 'in Europe' },
    de: { name: 'Europa', in: 'in Europa' },
    weight: { en: 5, de: 6 },
  },
  {
    id: 12,
    code: 'BRA',
    en: { name: 'Brazil', in: 'in Brazil' },
    de: { name: 'Brasilien', in: 'in Brasilien' },
    weight: { en: 2, de: 1 },
  },
  {
    id: 13,
    code: 'CA',
    en: { name: 'Canada', in: 'in Canada' },
    de: { name: 'Kanada', in: 'in Kanada' },
    weight: { en: 3, de: 1 },
  },
  {
    id: 14,
    code: 'ITA',
    en: { name: 'Italy', in: 'in Italy' },
    de: { name: 'Italien', in: 'in Italien' },
    weight: { en: 2, de: 2 },
  },
  {
    id: 15,
    code: 'ES',
    en: { name: 'Spain', in: 'in Spain' },
    de: { name: 'Spanien', in: 'in Spanien' },
    weight: { en: 2, de: 2 },
  },
]

export const INDUSTRIES: Readonly<Record<number, Record<ContentPlatform, string>>> = {
  1: { en: 'Internet', de: 'Internet' },
  2: { en: 'Energy & Environment', de: 'Energie & Umwelt' },
  3: { en: 'Automotive', de: 'Automobil' },
  4: { en: 'Telecommunications', de: 'Telekommunikation' },
  5: { en: 'Media', de: 'Medien' },
  6: { en: 'Banking & Finance', de: 'Banken & Finanzen' },
  7: { en: 'Food & Nutrition', de: 'Lebensmittel & Ernährung' },
  8: { en: 'Travel, Tourism & Hospitality', de: 'Reise, Tourismus & Gastgewerbe' },
  9: { en: 'Health, Pharma & Medtech', de: 'Gesundheit, Pharma & Medizintechnik' },
  10: { en: 'Advertising & Marketing', de: 'Werbung & Marketing' },
  11: { en: 'Retail & Trade', de: 'Handel' },
  12: { en: 'Consumer Electronics', de: 'Unterhaltungselektronik' },
}

/** Sources by platform; a few carry production's extra `is_active` flag. */
export const SOURCES: Readonly<Record<ContentPlatform, readonly SourceRef[]>> = {
  en: [
    { title: 'Statista Market Insights' },
    { title: 'Statista Consumer Insights', subtitle: 'Global survey' },
    { title: 'Eurostat', is_active: true },
    { title: 'U.S. Census Bureau' },
    { title: 'IEA', subtitle: 'International Energy Agency', is_active: true },
    { title: 'GSMA Intelligence' },
    { title: 'OECD' },
    { title: 'World Bank', is_active: true },
    { title: 'Nielsen' },
    { title: 'company reports', subtitle: 'Annual reports of the companies' },
    { title: 'Pew Research Center' },
    { title: 'IMF' },
  ],
  de: [
    { title: 'Statista Market Insights' },
    { title: 'Statista Consumer Insights', subtitle: 'Umfrage in Deutschland' },
    { title: 'Destatis', subtitle: 'Statistisches Bundesamt', is_active: true },
    { title: 'Kraftfahrt-Bundesamt' },
    {
      title: 'Bitkom',
      subtitle: 'Branchenverband der deutschen Informations- und Telekommunikationsbranche',
    },
    { title: 'HDE', subtitle: 'Handelsverband Deutschland', is_active: true },
    { title: 'Deutsche Bundesbank' },
    { title: 'Eurostat', is_active: true },
    { title: 'BDEW', subtitle: 'Bundesverband der Energie- und Wasserwirtschaft' },
    { title: 'Unternehmensangaben' },
    { title: 'ARD/ZDF-Onlinestudie' },
  ],
}

export const PUBLISHERS: readonly SourceRef[] = [
  { title: 'Statista' },
  { title: 'Statista Research Department' },
  { title: 'Statista Market Insights', subtitle: 'Market forecast' },
]

export const CHARGERS: readonly SourceRef[] = [
  { title: 'Statista', is_active: true },
  { title: 'Statista GmbH' },
]

export const MONTHS: Readonly<Record<ContentPlatform, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
}
