// The personal page's edit forms as the server checks them (002 §5) live in
// packages/domain/src/api/borrower.ts.
export { borrowerUpdateSchema, contactUpdateSchema, type BorrowerUpdate } from '@lending/domain';
