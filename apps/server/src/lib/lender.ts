/** The lender's name as borrowers and sponsors read it (generated documents, the sponsor page). */
export const LENDER_NAME = 'Lending Capital';
