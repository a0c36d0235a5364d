import type { CatalogueImpl } from '../catalogue/types'
import type { ServiceApp } from '../http/env'
import type { Indicators } from '../indicators/indicators'
import { registerIndicatorData } from './indicator'
import { registerStatisticData } from './statistic'

/** The provider's data endpoints beyond the interface (docs/service-contract.md), advanced package only. */
export function registerDataRoutes(
  app: ServiceApp,
  deps: { catalogue: CatalogueImpl; indicators: Indicators },
): void {
  registerStatisticData(app, deps)
  registerIndicatorData(app, deps)
}
