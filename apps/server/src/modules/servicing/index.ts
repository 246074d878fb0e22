// The servicing module's surface: what the rest of the server may import from it.
export { servicingRoutes } from './servicing.routes';
export { boardOnFunded } from './servicing-board';
