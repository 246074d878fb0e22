// The extension agreement sent for signature (issue 19 item 7: "with a generated extension
// agreement sent for signature"). In the extension's own transaction the agreement is drawn from
// the ledger (the same PDF as GET .../agreement) and handed to the e-signature module with the
// loan's borrowers as signers: a document-request activity on the loan, an envelope with a private
// link per borrower, the 'signature-requested' notification. Once signed, the e-signature module
// keeps the signed PDF among the loan's documents and closes the activity.
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { borrowers, loanBorrowers, loans } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { startSigning, type SigningDeps } from '../e-signature/index';
import { drawExtensionAgreement } from './servicing-extension-letter';

export type ExtensionSigning = { deps: SigningDeps; baseUrl: string };

/** The loan's borrowers who can sign: each with an e-mail, once per e-mail, in the loan's order. */
const signersOf = async (tx: Tx, loanId: string) => {
  const rows = await tx
    .select({ first: borrowers.first_name, last: borrowers.last_name, email: borrowers.email })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(and(eq(loanBorrowers.loan_id, loanId), isNotNull(borrowers.email), ne(borrowers.email, '')))
    .orderBy(asc(loanBorrowers.position));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const email = row.email!.trim().toLowerCase();
    if (seen.has(email)) return [];
    seen.add(email);
    return [{ name: `${row.first ?? ''} ${row.last ?? ''}`.trim() || email, email }];
  });
};

/**
 * Sends the agreement of `extensionId` to the loan's borrowers in `tx`. Answers the envelope (null
 * when no borrower has an e-mail) and `deliver`, which mails the signing links after the commit.
 */
export const sendExtensionAgreement = async (
  tx: Tx,
  signing: ExtensionSigning,
  input: { loanId: string; extensionId: string; actor: Actor },
) => {
  const signers = await signersOf(tx, input.loanId);
  if (signers.length === 0) return { signature: null, deliver: async () => {} };
  const [loan] = await tx
    .select({ id: loans.id, name: loans.name, human_id: loans.human_id })
    .from(loans)
    .where(eq(loans.id, input.loanId));
  const agreement = await drawExtensionAgreement(tx, { loan: loan!, extensionId: input.extensionId });
  const started = await startSigning(tx, signing.deps, {
    loanId: input.loanId,
    name: `Sign the extension agreement (Loan ${loan!.human_id})`,
    description: 'The loan extension agreement, to be signed by the borrowers.',
    document: {
      pdf: agreement.pdf,
      fileName: agreement.fileName,
      documentName: agreement.fileName.replace(/\.pdf$/i, ''),
    },
    signers,
    actor: input.actor,
    baseUrl: signing.baseUrl,
    reference: { servicing_extension_id: input.extensionId },
  });
  return {
    signature: {
      envelope_id: started.envelopeId,
      activity_id: started.activityId,
      provider: started.provider,
      signers: started.signers,
    },
    deliver: started.deliver,
  };
};
