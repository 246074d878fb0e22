// Database rows -> the loan wire shape of docs/contract.md. The list path skips per-request zod
// serialisation (10,000 loans), so this mapper is the allow-list there: it names every field.
import type { ContactType, ExitStrategy, Loan, LoanPurpose, LoanStatus } from '@lending/domain';
import type { LoanGraph } from './loan.queries';

// Text columns hold values validated on write; the casts name the wire enums they carry.

const ownerName = (loan: LoanGraph['loan']): string =>
  [loan.owner_first_name, loan.owner_last_name].filter(Boolean).join(' ').trim();

export const toLoanWire = (graph: LoanGraph, suggestedSteps: (state: string) => string[] = () => []): Loan => {
  const { loan } = graph;
  return {
    id: loan.id,
    human_id: loan.human_id,
    name: loan.name,
    archived: loan.archived,
    amount: loan.amount,
    amount_at_closing: loan.amount_at_closing,
    purpose: loan.purpose as LoanPurpose | null,
    duration_months: loan.duration_months,
    exit_strategy: loan.exit_strategy as ExitStrategy | null,
    interest_rate: loan.interest_rate,
    construction_reserve: loan.construction_reserve,
    purchase_price: loan.purchase_price,
    expected_closing_epoch: loan.expected_closing_epoch,
    last_update: loan.last_update,
    score: loan.score,
    status: { state: loan.status as LoanStatus, suggested_steps: suggestedSteps(loan.status) },
    properties: graph.properties.map((p) => ({
      id: p.id,
      property_type: p.property_type,
      address_address: p.address_address,
      address_city: p.address_city,
      address_state: p.address_state,
      address_zipcode: p.address_zipcode,
      coordinates: { lat: p.lat, lng: p.lng },
      purchase_price: p.purchase_price,
      number_of_units: p.number_of_units,
      number_of_commercial_units: p.number_of_commercial_units,
      score: p.score,
    })),
    borrowers: graph.borrowers.map((b) => ({
      id: b.id,
      first_name: b.first_name,
      last_name: b.last_name,
      email: b.email,
      score: b.score,
    })),
    contacts: graph.contacts.map((c) => ({
      id: c.id,
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      company: c.company,
      contact_type: c.contact_type as ContactType,
    })),
    neighborhoods: graph.neighborhoods.map((n) => ({
      id: n.id,
      name: n.name,
      zipcode: n.zipcode,
      city: n.city,
      state: n.state,
      score: n.score,
    })),
    insights: graph.insights.map((i) => ({ name: i.name, description: i.description, level: i.level })),
    owner_user: { name: ownerName(loan) },
    story: loan.story,
    google_drive_folder_id: loan.google_drive_folder_id,
    spreadsheet_id: loan.spreadsheet_id,
    version: loan.version,
  };
};

export type LoanWire = Loan;
