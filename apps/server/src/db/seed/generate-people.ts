// Pure generation of demo borrowers and contacts (no I/O): names, e-mails, phones, credit
// profiles. Deterministic for a given seed.
import type { Rng } from './prng';
import { COMPANIES, FIRST_NAMES, LAST_NAMES, STREET_NAMES, US_CITIES } from './us-cities';

export type SeedBorrower = {
  key: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: number;
  credit_score: number;
  net_worth: number;
  liquidity: number;
  score: number;
  address_address: string;
  address_city: string;
  address_state: string;
  address_zipcode: string;
  contact_type: string;
  profile: Record<string, unknown>;
};

export type SeedContact = {
  key: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  contact_type: string;
};

const phone = (rng: Rng) => `${rng.int(201, 989)}-${rng.int(2000000, 9999999)}`;

export const generateBorrowers = (rng: Rng, count: number, offset: number): SeedBorrower[] =>
  Array.from({ length: count }, (_, index) => {
    const key = offset + index;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const city = rng.pick(US_CITIES);
    const creditScore = rng.int(590, 820);
    return {
      key,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${key}@example.net`.toLowerCase(),
      phone: phone(rng),
      date_of_birth: Date.UTC(rng.int(1955, 1995), rng.int(0, 11), rng.int(1, 28)) / 1000,
      credit_score: creditScore,
      net_worth: rng.round(500_000, 40_000_000, 10_000),
      liquidity: rng.round(100_000, 5_000_000, 5_000),
      score: Math.max(1, Math.min(100, Math.round((creditScore - 550) / 3) + rng.int(-5, 10))),
      address_address: `${rng.int(10, 9899)} ${rng.pick(STREET_NAMES)}`,
      address_city: city.city,
      address_state: city.state,
      address_zipcode: rng.pick(city.zips),
      contact_type: 'borrower',
      profile: {
        completed_projects: rng.int(0, 40),
        similar_properties: rng.int(0, 15),
        credit_band:
          creditScore > 750
            ? '751+'
            : creditScore > 700
              ? '701-750'
              : creditScore > 650
                ? '651-700'
                : 'Below 650',
      },
    };
  });

const CONTACT_TYPES_MIX = [
  'broker',
  'broker',
  'broker',
  'attorney',
  'title-company',
  'insurance-agent',
  'appraiser',
  'accountant',
  'other',
];

export const generateContacts = (rng: Rng, count: number, offset: number): SeedContact[] =>
  Array.from({ length: count }, (_, index) => {
    const key = offset + index;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    return {
      key,
      first_name: first,
      last_name: last,
      email: `${first[0]}${last}.${key}@contacts.example.net`.toLowerCase(),
      phone: phone(rng),
      company: rng.pick(COMPANIES),
      contact_type: CONTACT_TYPES_MIX[index % CONTACT_TYPES_MIX.length]!,
    };
  });
