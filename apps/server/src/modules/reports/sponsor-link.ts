// GET /loan/{id}/get-sponsor-link (000 §7): the link staff send to the loan's sponsor (its first
// borrower, 002 §2.2 "Sponsor Information"). Like the bank connection link it is an unguessable,
// expiring, signed token (DESIGN.md §2): it names the loan, and `GET /sponsor/{token}` answers the
// sponsor's data on that loan and their application to fill, without signing in. Compact binary
// (loan uuid, expiry, truncated HMAC: 48 characters, lib/signed-tokens.ts) so it fits a URL path
// segment.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, borrowers, loanBorrowers, loans } from '../../db/schema';
import type { Crypto } from '../../lib/crypto';
import { tokenValueOrThrow } from '../../lib/token-errors';
import { AppError } from '../../plugins/errors';

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
  const expiresEpoch = Math.floor(Date.now() / 1000) + SPONSOR_LINK_TTL_SECONDS;
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

/** Public: the loan's sponsor data and the application they fill, for a valid token. */
export const sponsorView = async (deps: { db: Db; crypto: Crypto }, token: string) => {
  const { loanId, expiresEpoch } = readSponsorToken(deps.crypto, token);
  const [loan] = await deps.db
    .select({
      human_id: loans.human_id,
      name: loans.name,
      status: loans.status,
      amount: loans.amount,
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
  const { id: _id, ...identity } = sponsor;
  return {
    loan: { human_id: loan.human_id, name: loan.name, status: loan.status, amount: loan.amount },
    sponsor: identity,
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
