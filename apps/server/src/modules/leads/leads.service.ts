// Lead conversion and decline (DESIGN.md §8, issue 4 §2). Conversion is one transaction: the
// borrower (reused by e-mail), the broker contact, the properties, the loan in Preliminary with
// its first activities (DESIGN.md §3), the user accounts with invitations, the audit rows.
// Mails go out after the commit, so a rolled-back conversion never mails anyone.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  borrowers,
  contacts,
  leads,
  loanBorrowers,
  loanContacts,
  loans,
  properties,
  users,
} from '../../db/schema/index';
import type { MailSender } from '../../integrations/mail/mail';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { createInitialActivities } from '../loan-status/index';
import { createInvitation, invitationLink } from './invitation.service';
import {
  leadBorrower,
  leadBroker,
  leadPhone,
  leadProperties,
  num,
  str,
  type LeadPayload,
} from './lead-payload';
import { refreshLoanScores } from '../scoring/index';
import { epochNow } from '../../lib/clock';

export type Actor = { id: string; email: string; role: string };

const lockNewLead = async (tx: Tx, id: string) => {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('no key update');
  if (!lead) throw new AppError(404, 'Lead not found');
  if (lead.status === 'converted') throw new AppError(409, 'This lead was already converted');
  if (lead.status === 'declined') throw new AppError(409, 'This lead was declined');
  return lead;
};

/** A five-digit code no other loan has (docs/contract.md 'Values'). */
const newHumanId = async (tx: Tx): Promise<string> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = String(randomInt(10000, 100000));
    const [taken] = await tx.select({ id: loans.id }).from(loans).where(eq(loans.human_id, candidate));
    if (!taken) return candidate;
  }
  throw new AppError(503, 'Could not allocate a loan number, please try again');
};

/**
 * An existing record matches an applicant only through a verified e-mail: the sign-in account
 * (users.email) of that address, or a record with that e-mail that no account claims. A record
 * whose e-mail was set to the applicant's while it belongs to another account never matches
 * (so nobody can pre-claim a future applicant's loan).
 */
const claimedBy = (column: typeof users.borrower_id | typeof users.contact_id, id: unknown) =>
  sql`exists (select 1 from ${users} where ${column} = ${id})`;

const findOrCreateBorrower = async (tx: Tx, payload: LeadPayload) => {
  const person = leadBorrower(payload);
  if (person.email) {
    const [account] = await tx
      .select({ borrower: borrowers })
      .from(users)
      .innerJoin(borrowers, eq(borrowers.id, users.borrower_id))
      .where(and(eq(users.email, person.email), eq(users.role, 'borrower')));
    if (account) return { borrower: account.borrower, created: false };
    const [existing] = await tx
      .select()
      .from(borrowers)
      .where(
        and(
          sql`lower(${borrowers.email}) = ${person.email}`,
          sql`not ${claimedBy(users.borrower_id, borrowers.id)}`,
        ),
      )
      .limit(1);
    if (existing) return { borrower: existing, created: false };
  }
  const [borrower] = await tx
    .insert(borrowers)
    .values({
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: leadPhone(payload),
      profile: {
        credit_band: str(payload.borrowerCreditScore),
        completed_projects_3y: num(payload.completedProjectsIn3Years),
      },
    })
    .returning();
  return { borrower: borrower!, created: true };
};

const findOrCreateBroker = async (tx: Tx, payload: LeadPayload) => {
  const person = leadBroker(payload);
  if (!person?.email) return null;
  const [account] = await tx
    .select({ contact: contacts })
    .from(users)
    .innerJoin(contacts, eq(contacts.id, users.contact_id))
    .where(and(eq(users.email, person.email), eq(users.role, 'broker')));
  if (account) return { contact: account.contact, created: false };
  const [existing] = await tx
    .select()
    .from(contacts)
    .where(
      and(
        sql`lower(${contacts.email}) = ${person.email}`,
        eq(contacts.contact_type, 'broker'),
        sql`not ${claimedBy(users.contact_id, contacts.id)}`,
      ),
    )
    .limit(1);
  if (existing) return { contact: existing, created: false };
  const [contact] = await tx
    .insert(contacts)
    .values({
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      contact_type: 'broker',
    })
    .returning();
  return { contact: contact!, created: true };
};

type Invite = { email: string; name: string; token: string; role: 'borrower' | 'broker' };

/** A user for the person unless one exists; a new user gets an invitation token. */
const ensureUser = async (
  tx: Tx,
  input: {
    email: string;
    role: 'borrower' | 'broker';
    firstName: string;
    lastName: string;
    borrowerId?: string;
    contactId?: string;
  },
): Promise<{ userId: string; invite: Invite | null }> => {
  const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
  if (existing) {
    // An existing borrower user without a borrower row gets this one (personal entity, 001 §5).
    if (
      input.role === 'borrower' &&
      existing.role === 'borrower' &&
      !existing.borrower_id &&
      input.borrowerId
    ) {
      await tx.update(users).set({ borrower_id: input.borrowerId }).where(eq(users.id, existing.id));
    }
    if (input.role === 'broker' && existing.role === 'broker' && !existing.contact_id && input.contactId) {
      await tx.update(users).set({ contact_id: input.contactId }).where(eq(users.id, existing.id));
    }
    return { userId: existing.id, invite: null };
  }
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      role: input.role,
      first_name: input.firstName,
      last_name: input.lastName,
      borrower_id: input.borrowerId ?? null,
      contact_id: input.contactId ?? null,
    })
    .returning();
  const token = await createInvitation(tx, { userId: user!.id });
  return { userId: user!.id, invite: { email: input.email, name: input.firstName, token, role: input.role } };
};

const invitationMail = (invite: Invite, link: string) => ({
  to: invite.email,
  subject: 'Your loan request: set your password',
  text: [
    `Hello ${invite.name},`,
    '',
    'Your loan request has been received and an account was created for you.',
    `Set your password to sign in and follow your loan: ${link}`,
    '',
    'The link can be used once and expires in 7 days.',
  ].join('\n'),
  html: `<p>Hello ${escapeHtml(invite.name)},</p><p>Your loan request has been received and an account was created for you.</p><p><a href="${escapeHtml(link)}">Set your password</a> to sign in and follow your loan.</p><p>The link can be used once and expires in 7 days.</p>`,
});

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type ConvertOptions = { id: string; actor: Actor; mail: MailSender; appBaseUrl?: string | undefined };

export const convertLead = async (db: Db, { id, actor, mail, appBaseUrl }: ConvertOptions) => {
  const { result, invites } = await db.transaction(async (tx) => {
    const lead = await lockNewLead(tx, id);
    const payload = lead.payload as LeadPayload;
    const { borrower } = await findOrCreateBorrower(tx, payload);
    const broker = await findOrCreateBroker(tx, payload);
    const props = leadProperties(payload);
    const humanId = await newHumanId(tx);
    const first = props[0];
    const where = first
      ? [first.street, first.city].filter(Boolean).join(', ')
      : `${borrower.first_name} ${borrower.last_name}`;
    const now = epochNow();
    const [loan] = await tx
      .insert(loans)
      .values({
        human_id: humanId,
        name: `${humanId} - ${where}`,
        status: 'Preliminary',
        amount: num(payload.amount),
        purpose: str(payload.purposeOfLoan),
        duration_months: num(payload.durationMonths),
        exit_strategy: str(payload.exitStrategy),
        purchase_price: num(payload.purchasePrice),
        expected_closing_epoch: num(payload.estimatedClosingDate),
        last_update: now,
        owner_user_id: actor.id,
        lead_id: lead.id,
      })
      .returning();
    for (const [position, p] of props.entries()) {
      await tx.insert(properties).values({
        loan_id: loan!.id,
        position,
        property_type: p.propertyType,
        address_address: p.street,
        address_city: p.city,
        address_state: p.state,
        address_zipcode: p.zipcode,
        address_country: p.country,
        lat: p.lat,
        lng: p.lng,
        purchase_price: position === 0 ? num(payload.purchasePrice) : null,
        number_of_units: p.numberOfUnits,
        number_of_commercial_units: p.numberOfCommercialUnits,
        details: p.details,
      });
    }
    await tx.insert(loanBorrowers).values({ loan_id: loan!.id, borrower_id: borrower.id, position: 0 });
    if (broker) await tx.insert(loanContacts).values({ loan_id: loan!.id, contact_id: broker.contact.id });
    await createInitialActivities(tx, { loanId: loan!.id, borrowerId: borrower.id });
    await refreshLoanScores(tx, [loan!.id]);

    const pending: Invite[] = [];
    if (borrower.email) {
      const { invite } = await ensureUser(tx, {
        email: borrower.email.toLowerCase(),
        role: 'borrower',
        firstName: borrower.first_name,
        lastName: borrower.last_name,
        borrowerId: borrower.id,
      });
      if (invite) pending.push(invite);
    }
    if (broker) {
      const c = broker.contact;
      const { invite } = await ensureUser(tx, {
        email: c.email.toLowerCase(),
        role: 'broker',
        firstName: c.first_name,
        lastName: c.last_name,
        contactId: c.id,
      });
      if (invite) pending.push(invite);
    }
    const [updated] = await tx
      .update(leads)
      .set({ status: 'converted', loan_id: loan!.id, decided_by: actor.id, decided_epoch: now })
      .where(eq(leads.id, lead.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'lead.convert',
      entity_type: 'lead',
      entity_id: lead.id,
      before: { status: lead.status },
      after: { status: 'converted', loan_id: loan!.id },
    });
    await recordAudit(tx, {
      actor,
      action: 'loan.create',
      entity_type: 'loan',
      entity_id: loan!.id,
      before: null,
      after: { human_id: humanId, status: 'Preliminary', lead_id: lead.id },
    });
    return {
      result: { lead: updated!, loan: loan!, borrowerId: borrower.id, contactId: broker?.contact.id ?? null },
      invites: pending,
    };
  });
  for (const invite of invites)
    await mail.send(invitationMail(invite, invitationLink(appBaseUrl, invite.token)));
  return { ...result, invited: invites.map((i) => i.email) };
};

export const declineLead = async (
  db: Db,
  { id, actor, reason }: { id: string; actor: Actor; reason: string },
) =>
  db.transaction(async (tx) => {
    const lead = await lockNewLead(tx, id);
    const [updated] = await tx
      .update(leads)
      .set({ status: 'declined', decline_reason: reason, decided_by: actor.id, decided_epoch: epochNow() })
      .where(eq(leads.id, lead.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'lead.decline',
      entity_type: 'lead',
      entity_id: lead.id,
      before: { status: lead.status },
      after: { status: 'declined', reason },
    });
    return updated!;
  });
