// The one UUID check of the server (issue 12): ids in paths are checked before they reach
// PostgreSQL, which would answer a malformed uuid with an error instead of "not found".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
