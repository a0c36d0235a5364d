import type { ContentPlatform } from './types'

/**
 * The sub-markets of each topic's market, as a market insight lists them in `children`
 * (docs/service-contract.md: `{ id?, name }`, ids left out as production often does). Each topic's market is
 * split the way a market report would chapter it, in both platform languages.
 */
export const SUBMARKETS: Readonly<Record<string, Record<ContentPlatform, readonly string[]>>> = {
  energy: {
    en: ['Solar Energy', 'Wind Energy', 'Hydropower', 'Bioenergy'],
    de: ['Solarenergie', 'Windenergie', 'Wasserkraft', 'Bioenergie'],
  },
  ev: {
    en: ['Battery Electric Vehicles', 'Plug-in Hybrids', 'Charging Infrastructure'],
    de: ['Batterieelektrische Fahrzeuge', 'Plug-in-Hybride', 'Ladeinfrastruktur'],
  },
  food: {
    en: ['Restaurant-to-Consumer Delivery', 'Platform-to-Consumer Delivery', 'Meal Kits'],
    de: ['Restaurant-Lieferdienste', 'Plattform-Lieferdienste', 'Kochboxen'],
  },
  travel: {
    en: ['Hotels', 'Package Holidays', 'Vacation Rentals', 'Camping'],
    de: ['Hotels', 'Pauschalreisen', 'Ferienunterkünfte', 'Camping'],
  },
  battery: {
    en: ['Residential Storage', 'Utility-Scale Storage', 'Commercial Storage'],
    de: ['Heimspeicher', 'Großspeicher', 'Gewerbespeicher'],
  },
  coffee: {
    en: ['Roast Coffee', 'Instant Coffee', 'Coffee Pods & Capsules'],
    de: ['Röstkaffee', 'Instantkaffee', 'Kaffeepads & -kapseln'],
  },
  fashion: {
    en: ['Apparel', 'Footwear', 'Accessories', 'Bags'],
    de: ['Bekleidung', 'Schuhe', 'Accessoires', 'Taschen'],
  },
  ecommerce: {
    en: ['Fashion', 'Electronics', 'Food', 'Furniture', 'Beauty & Personal Care'],
    de: ['Mode', 'Elektronik', 'Lebensmittel', 'Möbel', 'Beauty & Körperpflege'],
  },
  smartphones: {
    en: ['Premium Smartphones', 'Mid-Range Smartphones', 'Entry-Level Smartphones'],
    de: ['Premium-Smartphones', 'Mittelklasse-Smartphones', 'Einsteiger-Smartphones'],
  },
  streaming: {
    en: ['Subscription Video-on-Demand', 'Advertising Video-on-Demand', 'Pay-per-View'],
    de: ['Abonnement-Video-on-Demand', 'Werbefinanziertes Video-on-Demand', 'Pay-per-View'],
  },
  banking: {
    en: ['Neobanking', 'Digital Payments', 'Digital Investment'],
    de: ['Neobanking', 'Digitale Zahlungen', 'Digitale Geldanlage'],
  },
  health: {
    en: ['Digital Fitness & Well-Being', 'Online Doctor Consultations', 'Digital Treatment & Care'],
    de: [
      'Digitale Fitness & Wohlbefinden',
      'Online-Arztkonsultationen',
      'Digitale Behandlung & Pflege',
    ],
  },
  advertising: {
    en: [
      'Search Advertising',
      'Video Advertising',
      'Social Media Advertising',
      'Banner Advertising',
    ],
    de: ['Suchmaschinenwerbung', 'Videowerbung', 'Social-Media-Werbung', 'Bannerwerbung'],
  },
  social: {
    en: ['Social Networks', 'Messaging Apps', 'Short-Video Platforms'],
    de: ['Soziale Netzwerke', 'Messenger-Apps', 'Kurzvideo-Plattformen'],
  },
  games: {
    en: ['Mobile Games', 'Console Games', 'Download Games', 'Cloud Gaming'],
    de: ['Mobile Games', 'Konsolenspiele', 'Download-Spiele', 'Cloud-Gaming'],
  },
  cloud: {
    en: ['Infrastructure as a Service', 'Platform as a Service', 'Software as a Service'],
    de: ['Infrastructure as a Service', 'Platform as a Service', 'Software as a Service'],
  },
}
