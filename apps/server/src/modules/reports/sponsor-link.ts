// GET /loan/{id}/get-sponsor-link (000 §7): the link staff send to the loan's sponsor (its first
// borrower, 002 §2.2 "Sponsor Information"). Like the bank connection link it is an unguessable,
// expiring, signed token (DESIGN.md §2): it names the loan, and `GET /sponsor/{token}` answers the
// sponsor's data on that loan and their application to fill, without signing in. Compact binary
// (loan uuid, expiry, truncated HMAC: 48 characters, lib/signed-tokens.ts) so it fits a URL path
// segment.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, borrowers, loanBorrowers, loans, properties, users } from '../../db/schema';
import type { Crypto } from '../../lib/crypto';
import { LENDER_NAME } from '../../lib/lender';
import { tokenValueOrThrow } from '../../lib/token-errors';
import { AppError } from '../../plugins/errors';
import { epochNow } from '../../lib/clock';

const SPONSOR_LINK_TTL_SECONDS = 7 * 86_400;
const PURPOSE = 'sponsor-link';
const LINK_INVALID = 'This sponsor link is not valid.';
const LINK_EXPIRED = 'This sponsor link has expired. Please ask your lender for a new one.';
const NO_SPONSOR = 'The loan has no sponsor';

const createSponsorToken = (crypto: Crypto, loanId: string, expiresAt: number): string =>
  crypto.tokens.signId(loanId, { purpose: PURPOSE, expiresAt });

/** The loan id of a valid token; 403 when altered or not a token, 410 when expired. */
const readSponsorToken = (crypto: Crypto, token: string): { loanId: string; expiresEpoch: number } => {
  const check = crypto.tokens.verifyId(token, PURPOSE);
  const loanId = tokenValueOrThrow(check, { invalid: LINK_INVALID, expired: LINK_EXPIRED });
  return { loanId, expiresEpoch: check.ok ? check.expiresAt : 0 };
};

const sponsorOf = async (db: Db, loanId: string) => {
  const [sponsor] = await db
    .select({
      id: borrowers.id,
      first_name: borrowers.first_name,
      last_name: borrowers.last_name,
      email: borrowers.email,
      phone: borrowers.phone,
      address_address: borrowers.address_address,
      address_city: borrowers.address_city,
      address_state: borrowers.address_state,
      address_zipcode: borrowers.address_zipcode,
    })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(eq(loanBorrowers.loan_id, loanId))
    .orderBy(asc(loanBorrowers.position))
    .limit(1);
  return sponsor ?? null;
};

/** Staff: the signed link for the loan's sponsor, and where staff themselves see that sponsor. */
export const sponsorLinkFor = async (
  deps: { db: Db; crypto: Crypto; appBaseUrl: string },
  loan: { id: string },
) => {
  const sponsor = await sponsorOf(deps.db, loan.id);
  if (!sponsor) throw new AppError(404, NO_SPONSOR);
  const expiresEpoch = epochNow() + SPONSOR_LINK_TTL_SECONDS;
  return {
    url: `${deps.appBaseUrl}/sponsor/${createSponsorToken(deps.crypto, loan.id, expiresEpoch)}`,
    expires_epoch: expiresEpoch,
    borrower_id: sponsor.id,
    name: `${sponsor.first_name} ${sponsor.last_name}`,
    email: sponsor.email,
    // The sponsor in the personal area, as staff open it (000 §2 "/personal?user-email=").
    staff_url: sponsor.email ? `/personal?user-email=${encodeURIComponent(sponsor.email)}` : null,
  };
};

/**
 * What the sponsor page shows beside the loan: who at the lender to contact (the loan's owner),
 * the first property's address, the document requests on the loan and the sponsor (name, state,
 * due date: no files, no notes), and whether the sponsor has an account to sign in with.
 */
const whatIsAsked = async (
  db: Db,
  input: { loanId: string; ownerId: string | null; sponsorId: string; email: string | null },
) => {
  const [owner] = input.ownerId
    ? await db
        .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
        .from(users)
        .where(eq(users.id, input.ownerId))
    : [];
  const [property] = await db
    .select({
      address: properties.address_address,
      city: properties.address_city,
      state: properties.address_state,
      zipcode: properties.address_zipcode,
    })
    .from(properties)
    .where(eq(properties.loan_id, input.loanId))
    .orderBy(asc(properties.position))
    .limit(1);
  const requests = await db
    .select({
      name: activities.name,
      document_name: activities.document_name,
      state: activities.state,
      due_epoch: activities.due_epoch,
    })
    .from(activities)
    .where(
      and(
        eq(activities.loan_id, input.loanId),
        eq(activities.activity_type, 'document-request'),
        eq(activities.archived, false),
        // The loan's and the sponsor's own requests, not another borrower's.
        or(isNull(activities.borrower_id), eq(activities.borrower_id, input.sponsorId)),
      ),
    )
    .orderBy(asc(activities.due_epoch), asc(activities.created_at));
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        input.email
          ? or(eq(users.borrower_id, input.sponsorId), eq(users.email, input.email.toLowerCase()))
          : eq(users.borrower_id, input.sponsorId),
      ),
    )
    .limit(1);
  const officerName = owner ? `${owner.first_name} ${owner.last_name}`.trim() : '';
  return {
    officer: owner ? { name: officerName || owner.email, email: owner.email } : null,
    property: property
      ? [property.address, property.city, [property.state, property.zipcode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ') || null
      : null,
    requests: requests.map((r) => ({
      name: r.document_name ?? r.name,
      state: r.state,
      due_epoch: r.due_epoch,
    })),
    hasAccount: Boolean(account),
  };
};

/** Public: the loan's sponsor data and the application they fill, for a valid token. */
export const sponsorView = async (deps: { db: Db; crypto: Crypto }, token: string) => {
  const { loanId, expiresEpoch } = readSponsorToken(deps.crypto, token);
  const [loan] = await deps.db
    .select({
      human_id: loans.human_id,
      name: loans.name,
      status: loans.status,
      amount: loans.amount,
      purpose: loans.purpose,
      duration_months: loans.duration_months,
      owner_user_id: loans.owner_user_id,
      archived: loans.archived,
    })
    .from(loans)
    .where(eq(loans.id, loanId));
  if (!loan || loan.archived) throw new AppError(410, LINK_EXPIRED);
  const sponsor = await sponsorOf(deps.db, loanId);
  if (!sponsor) throw new AppError(404, NO_SPONSOR);
  const [application] = await deps.db
    .select({ id: activities.id, state: activities.state })
    .from(activities)
    .where(
      and(
        eq(activities.loan_id, loanId),
        eq(activities.activity_type, 'application'),
        eq(activities.archived, false),
      ),
    )
    .orderBy(asc(activities.created_at))
    .limit(1);
  const { id: sponsorId, ...identity } = sponsor;
  const { officer, property, requests, hasAccount } = await whatIsAsked(deps.db, {
    loanId,
    ownerId: loan.owner_user_id,
    sponsorId,
    email: sponsor.email,
  });
  return {
    loan: {
      human_id: loan.human_id,
      name: loan.name,
      status: loan.status,
      amount: loan.amount,
      purpose: loan.purpose,
      duration_months: loan.duration_months,
      property_address: property,
    },
    lender: { name: LENDER_NAME, officer },
    sponsor: identity,
    has_account: hasAccount,
    document_requests: requests,
    application: application
      ? {
          activity_id: application.id,
          state: application.state,
          submitted: application.state === 'done',
          url: `/personal/application/${application.id}`,
        }
      : null,
    expires_epoch: expiresEpoch,
  };
};
