// Wire shapes of the personal and broker calls (000 §7, 001 §7): the domain's contracts
// (packages/domain/src/api/personal.ts), the same schemas the server answers with.
export type {
  PersonalActivity,
  PersonalAuth,
  PersonalBorrower,
  PersonalContact,
  PersonalLoan,
} from '@lending/domain';
