// Wire schemas of the personal and broker calls (the response allow-lists) live in
// packages/domain/src/api/personal.ts; the modules import them from here.
export {
  personalActivitySchema,
  personalIdParams as idParams,
  personalUploadBody as uploadBody,
  personalUploadResponse as uploadResponse,
  userEmailQuery,
} from '@lending/domain';
