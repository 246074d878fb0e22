// The API keys module's surface (issue 22 item 3).
export { apiKeysRoutes } from './api-keys.routes';
export { registerApiKeyAuth } from './api-key-auth';
export { oauthRoutes } from './oauth.routes';
