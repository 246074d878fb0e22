// Wire schemas of /property live in packages/domain (api/property.ts, api/loan-entity.ts).
export { propertyPatchSchema, propertySchema } from '@lending/domain';
