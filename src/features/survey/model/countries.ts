/**
 * ISO 3166-1 alpha-3 codes offered by the country selector. The service has no country list
 * endpoint; these are the usual consumer-survey markets. Codes the service reports in a
 * table's geolocations are added to the list at run time.
 */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'ARG', name: 'Argentina' },
  { code: 'AUS', name: 'Australia' },
  { code: 'AUT', name: 'Austria' },
  { code: 'BEL', name: 'Belgium' },
  { code: 'BRA', name: 'Brazil' },
  { code: 'CAN', name: 'Canada' },
  { code: 'CHE', name: 'Switzerland' },
  { code: 'CHN', name: 'China' },
  { code: 'COL', name: 'Colombia' },
  { code: 'CZE', name: 'Czechia' },
  { code: 'DEU', name: 'Germany' },
  { code: 'DNK', name: 'Denmark' },
  { code: 'ESP', name: 'Spain' },
  { code: 'FIN', name: 'Finland' },
  { code: 'FRA', name: 'France' },
  { code: 'GBR', name: 'United Kingdom' },
  { code: 'IND', name: 'India' },
  { code: 'IDN', name: 'Indonesia' },
  { code: 'IRL', name: 'Ireland' },
  { code: 'ITA', name: 'Italy' },
  { code: 'JPN', name: 'Japan' },
  { code: 'KOR', name: 'South Korea' },
  { code: 'MEX', name: 'Mexico' },
  { code: 'NLD', name: 'Netherlands' },
  { code: 'NOR', name: 'Norway' },
  { code: 'POL', name: 'Poland' },
  { code: 'PRT', name: 'Portugal' },
  { code: 'SWE', name: 'Sweden' },
  { code: 'TUR', name: 'Türkiye' },
  { code: 'USA', name: 'United States' },
  { code: 'ZAF', name: 'South Africa' },
]

export function countryName(code: string | undefined): string | undefined {
  return code ? COUNTRIES.find((c) => c.code === code)?.name : undefined
}
