// Request and response schemas of /loan live in @lending/domain (packages/domain/src/api/loan.ts
// and loan-entity.ts): the loan shape (docs/contract.md) and the request-details rules of spec 002
// §5 with their messages, the same ones the web form uses.
export {
  archiveBodySchema,
  loanIdParams,
  loanListSchema,
  loanSchema,
  loanUpdateBodySchema,
} from '@lending/domain';
