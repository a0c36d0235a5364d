/**
 * zod schemas of every response of the Data Discovery Service. Parsed once, in `http.ts`;
 * the embedded service's tests validate its responses against the same schemas.
 */
export * from './schemas/primitives'
export * from './schemas/shared'
export * from './schemas/content'
export * from './schemas/survey'
export * from './schemas/indicators'
export * from './schemas/research'
export * from './schemas/reports'
export * from './schemas/data'
