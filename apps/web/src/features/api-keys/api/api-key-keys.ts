// Query keys of the API keys feature.
export const apiKeyKeys = { all: ['api-keys'] as const };
