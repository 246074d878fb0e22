// REWORDED 2 (split 'reworded-2', blind): driver's licences and passports as other state DMVs and
// passport offices print their labels (AAMVA field names written out or cut short, 'LIC #',
// 'DL NO', 'EXPIRES', 'Date of Expiry', 'Forenames'). Written apart from the first table and from
// the extractor (neither opened), in the notation of reworded-table.ts.
import { rewordTable } from './reworded-table';

const LICENCE = [
  // the licence number
  '{no}DL NO > DL # | LIC # | LICENSE NO. | DL NUMBER | DLN #license_number',
  '{no}DLN > DL NO | LIC NO | LICENSE # | DL # | NO. #license_number',
  '{no}DL# > DL NO | LIC # | LICENSE NUMBER | DLN | DL NUMBER #license_number',
  '{no}LIC# > LIC NO | DL # | LICENSE # | DLN | LICENSE NUMBER #license_number',
  '{no}LIC NO > DL NO | LICENSE NO | DLN | LIC # | LICENSE NUMBER #license_number',
  '{no}License No. > License Number | DL Number | Lic. No. | Driver License No. | License # #license_number',
  '{no}License No > Lic No | DL No | License # | DLN | License Number #license_number',
  '^{no}DL > DL NO | LIC | DLN | LIC # | DL NUMBER #license_number',
  // dates
  '{dob}DOB > Date of Birth | Birth Date | Birthdate | Birth Dt | Born #date_of_birth',
  '{dob}Birth Date > Date of Birth | DOB | Birthdate | Birth Dt | Date of Birth (DOB) #date_of_birth',
  '{dob}Date of Birth > DOB | Birth Date | Birthdate | Date of Birth (MM/DD/YYYY) | Born #date_of_birth',
  '{exp}EXP > EXPIRES | EXP DATE | EXPIRATION | EXP DT | VALID UNTIL #expiration_date',
  '{exp}Expires > Exp | Expiration Date | Valid Until | Exp Date | Expiration #expiration_date',
  '{exp}Valid Thru > Expires | Exp Date | Valid Until | Expiration | Exp #expiration_date',
  '{iss}ISS > ISSUED | ISS DATE | ISSUE DATE | ISS DT | DATE ISSUED',
  '{iss}Issued > Iss | Issue Date | Date Issued | Iss Date | Issue Dt',
  '{iss}Issue Date > Issued | Date Issued | Iss | Iss Date | Date of Issue',
  // the name
  '^{nm}LN > LAST NAME | SURNAME | FAMILY NAME | LAST | LNAME #full_name',
  '^{nm}FN > FIRST NAME | GIVEN NAME | GIVEN NAMES | FIRST | FNAME #full_name',
  '{nm}Last Name > Surname | Family Name | Last | Name, Last | Last Nm #full_name',
  '{nm}First Name > Given Name | Given Names | First | Name, First | First Nm #full_name',
  '{nm}First, Middle > Given Names | First & Middle | First/Middle | First Middle | Given Name(s) #full_name',
  '^{nm}Name > Full Name | Licensee Name | Name of Licensee | Licensee | Name (Last, First) #full_name',
  // the rest of the card
  'Address > Addr | Residence Address | Mailing Address | Residence | Address of Record',
  'Restrictions > Rstr | Restr | Restrictions (Codes) | Rest',
  "Driver's License > Driver License | Drivers License | Driver License Card | Operator's License | Driver's License/ID",
  "Driver License > Driver's License | Drivers License | Driver License Card | Operator License | Driver License/ID",
];

const PASSPORT = [
  '{no}Passport No. > Passport Number | Passport # | Passport No | Document No. | Passport Num. #passport_number',
  '{no}Document No. > Passport No. | Document Number | Doc. No. | Passport Number | Document # #passport_number',
  '{sn}Surname > Last Name | Family Name | Surname(s) | Last Name(s) | Surname/Last Name #full_name',
  '{sn}Family name > Surname | Last Name | Surname(s) | Last name(s) | Family Name(s) #full_name',
  '{gn}Given Name(s) > First Name(s) | Forename(s) | First and Middle Name(s) | Christian Name(s) | Given Name(s) / Forename(s) #full_name',
  '{nat}Nationality > Citizenship | Nationality/Citizenship | Country of Citizenship | Nationality (Citizenship) | Citizen of #nationality',
  '{dob}Date of birth > Birth Date | DOB | Birth Date/DOB | Birthdate | Born #date_of_birth',
  '{exp}Date of expiry > Expiry Date | Expiration Date | Valid Until | Date of Expiration | Expires #expiration_date',
  '{exp}Date of expiration > Expiration Date | Expiry | Valid Until | Date of Expiry | Expires #expiration_date',
  '{iss}Date of issue > Issue Date | Issued | Date Issued | Date of Issuance | Issued On',
  'Place of birth > Birthplace | Place of Birth (City) | Born In',
  'Authority > Issuing Authority | Issued By | Issuing Office',
];

export const REWORD_2_IDS = [
  rewordTable('driver-license', /driver|\bDL\b|licen[cs]e/i, LICENCE),
  rewordTable('passport', /passport|pasaporte|passaporto|paspoort|reisepass/i, PASSPORT),
];
