// The passport's machine-readable zone: check digits (ICAO 9303's own specimen), OCR slips mended
// only where the zone's grammar allows, and fields stated alone only when their check holds.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';
import { checkDigit, readMrz } from './mrz';

/** ICAO 9303 part 4's specimen TD3 zone (Anna Maria Eriksson, Utopia). */
const SPECIMEN = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

const page = (text: string) => [{ page: 1, text }];

describe('machine-readable zone', () => {
  it('computes ICAO check digits (weights 7, 3, 1; letters 10-35; filler 0)', () => {
    expect(checkDigit('L898902C3')).toBe(6);
    expect(checkDigit('740812')).toBe(2);
    expect(checkDigit('120415')).toBe(9);
    expect(checkDigit('<<<<<<')).toBe(0);
  });

  it('reads the number and dates of line two, each with its check digit', () => {
    const zone = readMrz(page(`PASSPORT\n\n${SPECIMEN.join('\n')}`));
    expect(zone).toMatchObject({
      page: 1,
      quote: SPECIMEN[1],
      number: { value: 'L898902C3', checked: true },
      birth: { value: '1974-08-12', checked: true },
      expiry: { value: '2012-04-15', checked: true },
    });
  });

  it("mends OCR's letters in digit fields ('O' for 0, 'S' for 5) and spaces inside the zone", () => {
    const zone = readMrz(page('L898902C3 6UTO74O8122F12O41S9ZE184226B«<<<10'));
    expect(zone?.birth).toEqual({ value: '1974-08-12', checked: true });
    expect(zone?.expiry).toEqual({ value: '2012-04-15', checked: true });
  });

  it('marks a field whose check digit fails (one digit misread) as unchecked', () => {
    const zone = readMrz(page('L898902C36UTO7408172F1204159ZE184226B<<<<<10'));
    expect(zone?.birth).toEqual({ value: '1974-08-17', checked: false });
    expect(zone?.number.checked).toBe(true);
  });

  it('states a passport date from the zone alone only when its check digit holds', () => {
    const text = (line2: string) =>
      ['PASSPORT', 'Nationality UTOPIAN', 'Surname ERIKSSON', 'Given names ANNA', SPECIMEN[0], line2].join(
        '\n',
      );
    const good = extractOffline({ pages: page(text(SPECIMEN[1]!)) });
    const byKey = Object.fromEntries(good.values.map((v) => [v.key, v.value]));
    expect(good.documentClass?.id).toBe('passport');
    expect(byKey.date_of_birth).toBe('1974-08-12');
    expect(byKey.passport_number).toBe('L898902C3');
    const slipped = extractOffline({ pages: page(text('L898902C36UTO7408172F1204159ZE184226B<<<<<10')) });
    const slippedByKey = Object.fromEntries(slipped.values.map((v) => [v.key, v.value]));
    expect(slippedByKey.date_of_birth).toBe('N/A');
    expect(slippedByKey.expiration_date).toBe('2012-04-15');
  });

  it('states the zone number without its check digit only when the page also prints it', () => {
    const zone = 'X12559047 3USA6301072M3511246744836260<1 75';
    const printed = (extra: string) =>
      page(
        ['PASSPORT', 'Type / Tipo  Code', `P USA ${extra}`, 'P<USALINDQVIST<<SAMUEL<<<<<<<', zone].join('\n'),
      );
    const twice = extractOffline({ pages: printed('X12559047') }).values;
    expect(twice.find((v) => v.key === 'passport_number')?.value).toBe('X12559047');
    const once = extractOffline({ pages: printed('') }).values;
    expect(once.find((v) => v.key === 'passport_number')?.value).toBe('N/A');
  });
});
