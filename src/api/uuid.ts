const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether `value` is a UUID (8-4-4-4-12 hex digits, any version: the provider's version bits are
 * not documented). Indicators are named by strings, but only a UUID can be asked for data.
 */
export const isUuid = (value: string): boolean => UUID.test(value)
