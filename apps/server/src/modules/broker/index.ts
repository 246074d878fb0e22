// The broker module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/broker/ is private to the module.

export { brokerRoutes } from './broker.routes';
