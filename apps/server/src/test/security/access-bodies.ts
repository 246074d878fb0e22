// Valid request bodies for the access matrix (issue 13, suite 1): a write route whose body an empty
// `{}` does not pass would stop at validation (400) and never reach its ownership check, so the
// matrix would prove nothing about who may change the record. Each body here passes the route's
// zod schema; borrowers and brokers send it with someone else's ids and must get 403/404 (admins,
// who may change anything, send `{}` so the matrix changes no record). A 400 for someone else's
// record fails the matrix ("declare a valid body in access-bodies.ts"), so a body that stops
// passing its schema is caught too.
const PROCESS = '00000000-0000-4000-8000-000000000001';
const file = (name: string) => ({ process_id: PROCESS, file_name: name });

/** A 1x1 PNG, as the signature canvas sends it. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const PERSON = { first_name: 'Mallory', last_name: 'Matrix', email: 'mallory.matrix@example.com' };

const APPLICATION = {
  kind: 'init-request',
  sponsor: {
    firstName: 'Mallory',
    lastName: 'Matrix',
    email: 'mallory.matrix@example.com',
    phone: '512-555-0123',
    dateOfBirth: '1980-01-01',
    address: '1 Matrix Way',
    city: 'Austin',
    state: 'TX',
    zipcode: '78704',
    idDocument: file('id.pdf'),
  },
  entity: {
    entityName: 'Matrix Holdings LLC',
    entityType: 'LLC',
    numberOfMembers: 2,
    members: [
      { firstName: 'Mallory', lastName: 'Matrix', email: 'mallory.matrix@example.com', percentage: 50 },
      { firstName: 'Trent', lastName: 'Matrix', email: 'trent.matrix@example.com', percentage: 50 },
    ],
  },
  property: {
    address: '1 Matrix Way',
    city: 'Austin',
    state: 'TX',
    zipcode: '78704',
    propertyType: 'Single family home',
    purchasePrice: 900000,
  },
  rehab: { requiresRehab: 'no' },
  experience: { creditScore: '700-749', similarProperties: 3, projects: 4 },
  questions: Object.fromEntries(
    ['bankruptcy', 'foreclosure', 'judgments', 'lawsuits', 'federalDebt', 'felony'].map((key) => [
      key,
      { answer: 'no' },
    ]),
  ),
  documents: Object.fromEntries(
    [
      'operatingAgreement',
      'articlesOfOrganization',
      'goodStanding',
      'einLetter',
      'sreo',
      'bankStatements',
    ].map((key) => [key, file(`${key}.pdf`)]),
  ),
  consent: { affirmed: true, signature: SIGNATURE },
};

const UPLOAD = { content_type: 'application/pdf', name: 'statement.pdf' };

/** 'METHOD /api/path' -> a body that passes the route's schema. */
export const VALID_BODIES: Record<string, unknown> = {
  'PUT /api/borrower/{id}/update': { first_name: 'Mallory', version: 1 },
  'PUT /api/personal/borrower/update/{id}': {
    ...PERSON,
    phone: '512-5550100',
    date_of_birth: 315532800,
    address_address: '1 Matrix Way',
    address_city: 'Austin',
    address_state: 'TX',
    address_zipcode: '78704',
    version: 1,
  },
  'PUT /api/personal/contact/update/{id}': { ...PERSON, version: 1 },
  'PUT /api/personal/application/{activityId}': { data: { page: 2 }, version: 1 },
  'POST /api/personal/application/{activityId}': APPLICATION,
  'POST /api/personal/{id}/generate-document-with-presigned-url': UPLOAD,
  'POST /api/broker/{id}/generate-document-with-presigned-url': UPLOAD,
};
