// The property module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/property/ is private to the module.

export { propertyRoutes } from './property.routes';
