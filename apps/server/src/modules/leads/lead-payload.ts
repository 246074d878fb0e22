// Reads the stored pre-qualification object (002 §3 'Pre-qualification submission') for lead
// conversion. The payload was validated by prequalSchema when it was submitted; these readers
// only pick values out of it, tolerating the optional parts.
export type LeadPayload = Record<string, unknown>;

const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const num = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

export type LeadPerson = { firstName: string; lastName: string; email: string | null };

export type LeadProperty = {
  propertyType: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string;
  lat: number;
  lng: number;
  numberOfUnits: number | null;
  numberOfCommercialUnits: number | null;
  details: Record<string, unknown>;
};

export const isBrokerLead = (payload: LeadPayload): boolean =>
  payload.isBroker === true || Boolean(str(obj(payload.brokerName).firstName) && str(payload.brokerEmail));

export const leadBorrower = (payload: LeadPayload): LeadPerson => {
  const name = obj(payload.borrowerName);
  return {
    firstName: str(name.firstName) ?? '',
    lastName: str(name.lastName) ?? '',
    email: str(payload.borrowerEmail)?.toLowerCase() ?? null,
  };
};

export const leadBroker = (payload: LeadPayload): LeadPerson | null => {
  if (!isBrokerLead(payload)) return null;
  const name = obj(payload.brokerName);
  return {
    firstName: str(name.firstName) ?? '',
    lastName: str(name.lastName) ?? '',
    email: str(payload.brokerEmail)?.toLowerCase() ?? null,
  };
};

/** 'code-number' as the personal page shows it (002 §3): 3 digits, dash, 7 digits. */
export const leadPhone = (payload: LeadPayload): string | null => {
  const phone = payload.borrowerPhone;
  const digits = (
    typeof phone === 'string' ? phone : `${str(obj(phone).area) ?? ''}${str(obj(phone).phone) ?? ''}`
  ).replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : null;
};

// The form shows 'Single Family Home'; the wire value is 'Single family home' (docs/contract.md).
const PROPERTY_TYPE_WIRE: Record<string, string> = { 'single family home': 'Single family home' };

const wirePropertyType = (value: unknown): string => {
  const text = str(value) ?? 'Single family home';
  return PROPERTY_TYPE_WIRE[text.toLowerCase()] ?? text;
};

const ADDRESS_KEYS = new Set(['address', 'propertyType', 'numberOfUnits', 'numberOfCommercialUnits']);

export const leadProperties = (payload: LeadPayload): LeadProperty[] =>
  (Array.isArray(payload.properties) ? payload.properties : []).map((raw) => {
    const property = obj(raw);
    const address = obj(property.address);
    const coordinates = obj(address.coordinates);
    const details = Object.fromEntries(Object.entries(property).filter(([key]) => !ADDRESS_KEYS.has(key)));
    return {
      propertyType: wirePropertyType(property.propertyType),
      street: str(address.street),
      city: str(address.city),
      state: str(address.state),
      zipcode: str(address.zipcode),
      country: str(address.country) ?? 'US',
      lat: num(coordinates.lat) ?? 0,
      lng: num(coordinates.lng) ?? 0,
      numberOfUnits: num(property.numberOfUnits),
      numberOfCommercialUnits: num(property.numberOfCommercialUnits),
      details,
    };
  });
