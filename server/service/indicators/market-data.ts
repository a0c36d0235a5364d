/**
 * The fixed vocabulary indicators are generated from: industries with their segments (each with
 * a few words a researcher might use for it), market types and the geographies covered.
 */
export interface SegmentSpec {
  name: string
  /** Plain words describing the segment, woven into the description so search finds them. */
  about: string
}

export interface IndustrySpec {
  name: string
  segments: SegmentSpec[]
  /** Market types measured for every segment of the industry. */
  marketTypes: MarketTypeName[]
}

export type MarketTypeName =
  | 'Revenue'
  | 'Users'
  | 'Average Revenue per User'
  | 'User Penetration Rate'
  | 'Volume'
  | 'Price'
  | 'Revenue per Capita'
  | 'Transaction Value'
  | 'Revenue Growth'

export interface MarketTypeSpec {
  description: string
  unit: string
}

export const MARKET_TYPES: Record<MarketTypeName, MarketTypeSpec> = {
  Revenue: {
    description:
      'Revenue is the total amount consumers spend in the market, in nominal U.S. dollars, excluding sales tax.',
    unit: 'billion U.S. dollars',
  },
  Users: {
    description:
      'Users are the number of people who bought or used a product or service of the market at least once in the year.',
    unit: 'million users',
  },
  'Average Revenue per User': {
    description:
      'Average revenue per user (ARPU) is the revenue of the market divided by its number of users.',
    unit: 'U.S. dollars',
  },
  'User Penetration Rate': {
    description: 'User penetration rate is the share of the total population that uses the market.',
    unit: 'percent',
  },
  Volume: {
    description: 'Volume is the number of units sold or consumed in the market in the year.',
    unit: 'million units',
  },
  Price: {
    description: 'Price is the average price per unit paid by consumers, in nominal U.S. dollars.',
    unit: 'U.S. dollars per unit',
  },
  'Revenue per Capita': {
    description: 'Revenue per capita is the revenue of the market divided by the total population.',
    unit: 'U.S. dollars',
  },
  'Transaction Value': {
    description:
      'Transaction value is the total value of all transactions processed in the market in the year.',
    unit: 'billion U.S. dollars',
  },
  'Revenue Growth': {
    description: 'Revenue growth is the change of revenue against the previous year, in percent.',
    unit: 'percent',
  },
}

const seg = (name: string, about: string): SegmentSpec => ({ name, about })

export const INDUSTRIES: IndustrySpec[] = [
  {
    name: 'eCommerce',
    marketTypes: [
      'Revenue',
      'Users',
      'Average Revenue per User',
      'User Penetration Rate',
      'Revenue Growth',
    ],
    segments: [
      seg('Fashion', 'clothing, apparel, shoes and accessories bought online'),
      seg('Electronics', 'consumer electronics, computers and phones bought in online shops'),
      seg('Toys & Hobby', 'toys, games, hobby and sports goods sold online'),
      seg('Furniture', 'furniture, homeware and home decor ordered online'),
      seg('Beauty & Personal Care', 'cosmetics, skincare and personal care products sold online'),
      seg('Food', 'groceries and food delivered from online shops'),
      seg('Household Essentials', 'cleaning products and household supplies bought online'),
      seg('DIY & Hardware', 'tools, garden and hardware products sold online'),
    ],
  },
  {
    name: 'Mobility',
    marketTypes: ['Revenue', 'Volume', 'Price', 'Users', 'Revenue Growth'],
    segments: [
      seg('Electric Vehicles', 'battery electric and plug-in hybrid cars'),
      seg('Passenger Cars', 'new automobiles for private use, from small cars to SUVs'),
      seg('Ride-hailing', 'taxi and ride-sharing trips booked in apps'),
      seg('Bike Sharing', 'rented bicycles and e-bikes in cities'),
      seg('Car Rentals', 'short-term rental of cars from agencies and platforms'),
      seg('Public Transportation', 'buses, trams, metro and regional trains'),
      seg('Motorcycles', 'motorbikes and scooters for road use'),
    ],
  },
  {
    name: 'Consumer Goods',
    marketTypes: ['Revenue', 'Volume', 'Price', 'Revenue per Capita', 'Revenue Growth'],
    segments: [
      seg('Apparel', 'clothing for women, men and children sold in stores and online'),
      seg('Footwear', 'sneakers, leather shoes and other footwear'),
      seg('Cosmetics', 'make-up, fragrances and skin care'),
      seg('Toys & Games', 'traditional toys, puzzles and board games'),
      seg('Household Appliances', 'washing machines, refrigerators and small kitchen appliances'),
      seg('Eyewear', 'spectacles, sunglasses and contact lenses'),
      seg('Tobacco Products', 'cigarettes, cigars and smoking tobacco'),
    ],
  },
  {
    name: 'Digital Media',
    marketTypes: [
      'Revenue',
      'Users',
      'Average Revenue per User',
      'User Penetration Rate',
      'Revenue Growth',
    ],
    segments: [
      seg(
        'Video Streaming',
        'subscription video on demand services such as streaming TV and films',
      ),
      seg('Music Streaming', 'paid and ad-funded audio streaming subscriptions'),
      seg('Video Games', 'mobile, console and PC games and in-game purchases'),
      seg('eBooks', 'digital books read on e-readers, tablets and phones'),
      seg('Digital Newspapers & Magazines', 'paid online news and magazine subscriptions'),
      seg('Podcasts', 'podcast advertising and paid audio shows'),
      seg('Video-on-Demand', 'pay-per-view and rental of films and series online'),
    ],
  },
  {
    name: 'Financial Services',
    marketTypes: [
      'Transaction Value',
      'Users',
      'Average Revenue per User',
      'Revenue',
      'Revenue Growth',
    ],
    segments: [
      seg(
        'Digital Payments',
        'online and mobile payments, wallets and card payments at the point of sale',
      ),
      seg('Neobanking', 'digital-only banks and accounts opened in apps'),
      seg('Digital Investment', 'robo-advisors and online brokerage for stocks and funds'),
      seg('Cryptocurrencies', 'bitcoin and other crypto assets held by consumers'),
      seg('Buy Now Pay Later', 'deferred payment and instalment credit at checkout'),
      seg('Insurance', 'life, health and property insurance premiums'),
      seg('Mortgages', 'home loans for private households'),
    ],
  },
  {
    name: 'Energy',
    marketTypes: ['Volume', 'Price', 'Revenue', 'Revenue per Capita', 'Revenue Growth'],
    segments: [
      seg('Electricity', 'power generation and consumption by households and industry'),
      seg('Renewable Energy', 'power from renewable sources such as hydro, biomass and geothermal'),
      seg('Solar Energy', 'photovoltaic and solar thermal power'),
      seg('Wind Energy', 'onshore and offshore wind power'),
      seg('Natural Gas', 'gas used for heating, power and industry'),
      seg('Oil', 'crude oil and petroleum products such as gasoline and diesel'),
      seg('Coal', 'hard coal and lignite used for power and steel'),
    ],
  },
  {
    name: 'Technology',
    marketTypes: ['Revenue', 'Volume', 'Price', 'Revenue per Capita', 'Revenue Growth'],
    segments: [
      seg('Smartphones', 'mobile phones with touchscreens and apps'),
      seg('Laptops', 'notebooks and portable computers'),
      seg('Tablets', 'tablet computers and e-readers'),
      seg('Televisions', 'TV sets, smart TVs and large screens'),
      seg('Wearables', 'smartwatches, fitness trackers and hearables'),
      seg('Smart Home', 'connected devices for home security, lighting and energy management'),
      seg('Software', 'enterprise and consumer software licences and subscriptions'),
    ],
  },
  {
    name: 'Food & Beverages',
    marketTypes: ['Revenue', 'Volume', 'Price', 'Revenue per Capita', 'Revenue Growth'],
    segments: [
      seg('Beer', 'lager, ale and other beer sold at home and in bars'),
      seg('Wine', 'still and sparkling wine'),
      seg('Soft Drinks', 'carbonated drinks, juices and bottled water'),
      seg('Coffee', 'roasted coffee, instant coffee and coffee pods'),
      seg('Confectionery', 'chocolate, candy and sweets'),
      seg('Meat', 'fresh and processed meat and sausages'),
      seg('Plant-based Food', 'vegan meat and dairy alternatives'),
    ],
  },
  {
    name: 'Health',
    marketTypes: [
      'Revenue',
      'Users',
      'Average Revenue per User',
      'Revenue per Capita',
      'Revenue Growth',
    ],
    segments: [
      seg('Digital Health', 'telemedicine, health apps and online doctor consultations'),
      seg('Fitness Apps', 'workout, running and nutrition apps'),
      seg('OTC Pharmaceuticals', 'medicines sold over the counter without prescription'),
      seg('Medical Technology', 'medical devices, diagnostics and equipment'),
      seg('Vitamins & Minerals', 'dietary supplements and vitamins'),
      seg('Hearing Aids', 'devices for people with hearing loss'),
      seg('Online Pharmacies', 'medicines and health products ordered online'),
    ],
  },
]

/** Geographies an indicator may cover, as ISO 3166-1 alpha-3 codes (WLD for the world). */
export const GEOS: Record<string, string> = {
  USA: 'United States',
  CHN: 'China',
  DEU: 'Germany',
  GBR: 'United Kingdom',
  FRA: 'France',
  JPN: 'Japan',
  IND: 'India',
  BRA: 'Brazil',
  CAN: 'Canada',
  ITA: 'Italy',
  ESP: 'Spain',
  KOR: 'South Korea',
  AUS: 'Australia',
  MEX: 'Mexico',
  NLD: 'Netherlands',
  SWE: 'Sweden',
  POL: 'Poland',
  TUR: 'Turkey',
  ZAF: 'South Africa',
  IDN: 'Indonesia',
}
