import { words } from './text'

/**
 * Everyday words researchers type, mapped to the vocabulary indicators are written in. Keys are
 * matched as whole word sequences of the lower-cased query ("e-commerce" reads "e commerce").
 */
const SYNONYMS: Record<string, string[]> = {
  ev: ['electric vehicles'],
  evs: ['electric vehicles'],
  bev: ['electric vehicles'],
  'e car': ['electric vehicles'],
  'e cars': ['electric vehicles'],
  'electric car': ['electric vehicles'],
  'electric cars': ['electric vehicles'],
  car: ['automobile', 'vehicle', 'passenger cars'],
  cars: ['automobile', 'vehicle', 'passenger cars'],
  auto: ['automobile', 'passenger cars'],
  autos: ['automobile', 'passenger cars'],
  taxi: ['ride-hailing'],
  uber: ['ride-hailing'],
  bike: ['bicycles', 'bike sharing'],
  bikes: ['bicycles', 'bike sharing'],
  'online shopping': ['ecommerce'],
  'online shop': ['ecommerce'],
  'online retail': ['ecommerce'],
  'online sales': ['ecommerce', 'revenue'],
  'internet retail': ['ecommerce'],
  'e commerce': ['ecommerce'],
  'e shop': ['ecommerce'],
  tv: ['video', 'streaming', 'televisions'],
  television: ['video', 'streaming', 'televisions'],
  netflix: ['video streaming'],
  svod: ['video streaming'],
  spotify: ['music streaming'],
  phone: ['smartphones'],
  phones: ['smartphones'],
  'mobile phone': ['smartphones'],
  'mobile phones': ['smartphones'],
  cellphone: ['smartphones'],
  iphone: ['smartphones'],
  sales: ['revenue'],
  turnover: ['revenue'],
  spending: ['revenue'],
  income: ['revenue'],
  'market size': ['revenue'],
  people: ['users'],
  customers: ['users'],
  consumers: ['users'],
  subscribers: ['users'],
  shoppers: ['users'],
  'how many': ['users', 'volume'],
  cost: ['price'],
  costs: ['price'],
  prices: ['price'],
  units: ['volume'],
  shipments: ['volume'],
  'unit sales': ['volume'],
  clothes: ['fashion', 'apparel'],
  clothing: ['fashion', 'apparel'],
  shoes: ['footwear', 'fashion'],
  gaming: ['video games'],
  games: ['video games'],
  crypto: ['cryptocurrencies'],
  bitcoin: ['cryptocurrencies'],
  fintech: ['digital payments', 'neobanking'],
  payments: ['digital payments'],
  bank: ['neobanking'],
  banking: ['neobanking'],
  solar: ['solar energy'],
  pv: ['solar energy'],
  photovoltaic: ['solar energy'],
  renewables: ['renewable energy'],
  green: ['renewable energy'],
  power: ['electricity'],
  petrol: ['oil'],
  gasoline: ['oil'],
  grocery: ['food'],
  groceries: ['food'],
  drinks: ['beverages', 'soft drinks'],
  alcohol: ['beer', 'wine'],
  vegan: ['plant-based food'],
  medicine: ['pharmaceuticals'],
  medicines: ['pharmaceuticals'],
  drugs: ['pharmaceuticals'],
  telemedicine: ['digital health'],
  fitness: ['fitness apps', 'wearables'],
  smartwatch: ['wearables'],
  smartwatches: ['wearables'],
  arpu: ['average revenue per user'],
  penetration: ['user penetration rate'],
  growth: ['revenue growth'],
  cosmetics: ['beauty', 'personal care'],
  makeup: ['cosmetics'],
  // German, as researchers on the German platform type it: the indicators are written in
  // English, so without these a German query found nothing.
  elektroauto: ['electric vehicles'],
  elektroautos: ['electric vehicles'],
  elektrofahrzeuge: ['electric vehicles'],
  'e autos': ['electric vehicles'],
  'e auto': ['electric vehicles'],
  pkw: ['passenger cars'],
  fahrzeuge: ['vehicle', 'automobile'],
  fahrräder: ['bicycles'],
  fahrrad: ['bicycles'],
  umsatz: ['revenue'],
  umsätze: ['revenue'],
  marktvolumen: ['revenue'],
  absatz: ['volume'],
  wachstum: ['revenue growth'],
  nutzer: ['users'],
  kunden: ['users'],
  verbraucher: ['users'],
  preis: ['price'],
  preise: ['price'],
  onlinehandel: ['ecommerce'],
  'online handel': ['ecommerce'],
  lebensmittel: ['food'],
  getränke: ['beverages', 'soft drinks'],
  bier: ['beer'],
  wein: ['wine'],
  mode: ['fashion', 'apparel'],
  kleidung: ['fashion', 'apparel'],
  schuhe: ['footwear'],
  handys: ['smartphones'],
  handy: ['smartphones'],
  fernsehen: ['video', 'streaming', 'televisions'],
  fernseher: ['televisions'],
  musik: ['music streaming'],
  videospiele: ['video games'],
  spiele: ['video games'],
  zahlungen: ['digital payments'],
  arzneimittel: ['pharmaceuticals'],
  medikamente: ['pharmaceuticals'],
  solarenergie: ['solar energy'],
  erneuerbare: ['renewable energy'],
  strom: ['electricity'],
  kosmetik: ['cosmetics', 'beauty'],
}

const MAX_KEY_WORDS = 2

export interface Expansion {
  term: string
  /** Whether a multi-word phrase of the query led to it ("online shopping", not "online"). */
  fromPhrase: boolean
}

/** Expansion terms for a query: synonyms of every word and two-word phrase it contains. */
export function expandSynonyms(query: string): Expansion[] {
  const ws = words(query)
  const out = new Map<string, boolean>()
  for (let i = 0; i < ws.length; i++) {
    for (let n = 1; n <= MAX_KEY_WORDS && i + n <= ws.length; n++) {
      const key = ws.slice(i, i + n).join(' ')
      const found = Object.hasOwn(SYNONYMS, key) ? SYNONYMS[key] : undefined
      for (const term of found ?? []) out.set(term, (out.get(term) ?? false) || n > 1)
    }
  }
  return [...out].map(([term, fromPhrase]) => ({ term, fromPhrase }))
}
