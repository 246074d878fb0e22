import { relations } from 'drizzle-orm';
import { activities, processes } from './activities';
import { borrowers } from './borrowers';
import { contacts } from './contacts';
import { documents, dataPoints } from './documents';
import { loanBorrowers, loanContacts } from './loan-links';
import { loans } from './loans';
import { properties } from './properties';
import { insights } from './insights';

// Relations for Drizzle's relational queries (db.query.loans.findMany({ with: ... })).
export const loansRelations = relations(loans, ({ many }) => ({
  properties: many(properties),
  loanBorrowers: many(loanBorrowers),
  loanContacts: many(loanContacts),
  activities: many(activities),
  insights: many(insights),
}));
export const propertiesRelations = relations(properties, ({ one }) => ({
  loan: one(loans, { fields: [properties.loan_id], references: [loans.id] }),
}));
export const loanBorrowersRelations = relations(loanBorrowers, ({ one }) => ({
  loan: one(loans, { fields: [loanBorrowers.loan_id], references: [loans.id] }),
  borrower: one(borrowers, { fields: [loanBorrowers.borrower_id], references: [borrowers.id] }),
}));
export const loanContactsRelations = relations(loanContacts, ({ one }) => ({
  loan: one(loans, { fields: [loanContacts.loan_id], references: [loans.id] }),
  contact: one(contacts, { fields: [loanContacts.contact_id], references: [contacts.id] }),
}));
export const insightsRelations = relations(insights, ({ one }) => ({
  loan: one(loans, { fields: [insights.loan_id], references: [loans.id] }),
}));
export const activitiesRelations = relations(activities, ({ one, many }) => ({
  loan: one(loans, { fields: [activities.loan_id], references: [loans.id] }),
  processes: many(processes),
}));
export const processesRelations = relations(processes, ({ one, many }) => ({
  activity: one(activities, { fields: [processes.activity_id], references: [activities.id] }),
  documents: many(documents),
}));
export const documentsRelations = relations(documents, ({ one, many }) => ({
  process: one(processes, { fields: [documents.process_id], references: [processes.id] }),
  dataPoints: many(dataPoints),
}));
export const dataPointsRelations = relations(dataPoints, ({ one }) => ({
  document: one(documents, { fields: [dataPoints.document_id], references: [documents.id] }),
}));
