// Published loan figures from vendor documentation, financial calculator manuals and US
// regulatory sample forms, transcribed as published. Why these and not others: see case-types.ts.
import { monthly, type ConformanceCase } from './case-types';

/** The source gives no dates: a whole-month first period under 30/360, what PMT assumes. */
const pmtDoc = (principal: string, rate: string, months: number) => ({
  ...monthly(principal, rate, months, '2024-01-01', '2024-02-01'),
  rounding: 'half_up' as const,
});

export const PUBLISHED_CASES: ConformanceCase[] = [
  {
    id: 'cfpb-H-25(B)',
    source:
      'CFPB, Regulation Z form H-25(B) "Mortgage Loan Transaction Closing Disclosure - Fixed Rate Loan Sample", page 1: $162,000 at 3.875%, 30 years, Monthly Principal & Interest $761.78',
    input: pmtDoc('162000', '3.875', 360),
    expected: { payment: '761.78' },
  },
  {
    id: 'hud-loan-details-example-5',
    source:
      'HUD RESPA closing script "Example 5 - Fixed Interest Rate with Balloon Payment - Interest Only": $300,000.00, 15 year, 7.5%, loan payment for interest $1875.00',
    input: { ...pmtDoc('300000', '7.5', 180), amortization_months: 0 },
    expected: { payment: '1875.00' },
  },
  {
    id: 'excel-pmt-en',
    source: 'Microsoft Support, Excel "PMT function", example: 8% annual, 10 months, $10,000 -> ($1,037.03)',
    input: pmtDoc('10000', '8', 10),
    expected: { payment: '1037.03' },
  },
  {
    id: 'excel-ppmt-en',
    source:
      'Microsoft Support, Excel "PPMT function", example: 10% annual, 2 years, $2,000 -> principal payment for month 1 ($75.62)',
    input: pmtDoc('2000', '10', 24),
    expected: { points: [{ number: 1, principal: '75.62' }] },
  },
  {
    id: 'excel-ipmt-zh-tw',
    source:
      'Microsoft Support (zh-TW), Excel "IPMT 函數", example: 10.00%, period 1, 3 years, $8,000 -> first-month interest ($66.67)',
    input: pmtDoc('8000', '10', 36),
    expected: { points: [{ number: 1, interest: '66.67' }] },
  },
  {
    id: 'filemaker-pmt',
    source: 'Claris FileMaker Pro Help, "PMT", Example 1: PMT(21000;.069/12;48) returns $501.90',
    input: pmtDoc('21000', '6.9', 48),
    expected: { payment: '501.90' },
  },
  {
    id: 'mescius-pmt',
    source: 'MESCIUS Spread formula reference, "PMT": PMT(6%/12, 15, 5000) gives -$346.82',
    input: pmtDoc('5000', '6', 15),
    expected: { payment: '346.82' },
  },
  {
    id: 'numpy-pmt',
    source:
      'NumPy reference, numpy.pmt example: $200,000 over 15 years at 7.5% -> a monthly payment of $1,854.02',
    input: pmtDoc('200000', '7.5', 180),
    expected: { payment: '1854.02' },
  },
  {
    id: 'adobe-formcalc-pmt',
    // Published unrounded (855.17604207164); our contract rounds the level payment to cents.
    source: 'Adobe FormCalc reference, "Pmt": Pmt(150000, 0.0475 / 12, 25 * 12) = 855.17604207164',
    input: pmtDoc('150000', '4.75', 300),
    expected: { payment: '855.18' },
  },
  {
    id: 'openoffice-pmt',
    source: 'Apache OpenOffice Wiki, "Calc: PMT function": PMT(5.5%/12; 12*2; 5000; 0; 0) returns -220.48',
    input: pmtDoc('5000', '5.5', 24),
    expected: { payment: '220.48' },
  },
  {
    id: 'sas-mort',
    source:
      'SAS Functions reference, "MORT Function": $50,000 for 30 years at 10% compounded monthly -> 438.79',
    input: pmtDoc('50000', '10', 360),
    expected: { payment: '438.79' },
  },
  {
    id: 'gnucash-fin-sample',
    source:
      'GnuCash financial calculator sample (src/calculation/fin sample output): npp 360, ir 8.25, pv 345725.00 -> pmt -2597.32',
    input: pmtDoc('345725', '8.25', 360),
    expected: { payment: '2597.32' },
  },
  {
    id: 'excel-cumipmt-first-month',
    source:
      'Microsoft Support, Excel "CUMIPMT function", example: 9% annual, 30 years, 125000 -> interest paid in a single payment in the first month -937.5',
    input: pmtDoc('125000', '9', 360),
    expected: { points: [{ number: 1, interest: '937.50' }] },
  },
  {
    id: 'excel-cumprinc-first-month',
    source:
      'Microsoft Support, Excel "CUMPRINC function", example: 9% annual, 30 years, 125000 -> principal paid in a single payment in the first month -68.27827118 (68.28 in cents)',
    input: pmtDoc('125000', '9', 360),
    expected: { points: [{ number: 1, principal: '68.28' }] },
  },
  {
    id: 'ti-kb-11219',
    source:
      'Texas Instruments knowledge base, Solution 11219 "Calculating Amortization on the Amortization Worksheet Using the BAII PLUS": $150,000, 7%, 30 years -> PMT -997.95; P1=1, P2=60: BAL 141,197.64, PRN -8,802.36, INT -51,074.64',
    input: pmtDoc('150000', '7', 360),
    expected: {
      payment: '997.95',
      ranges: [{ from: 1, to: 60, principal: '8802.36', interest: '51074.64', balance: '141197.64' }],
    },
  },
  {
    id: 'ti-ba2plus-guidebook-75000',
    source:
      'Texas Instruments BA II PLUS guidebook, "Examples: Computing Basic Loan Payments": $75,000 mortgage at 5.5% for 30 years -> monthly payments $425.84',
    input: pmtDoc('75000', '5.5', 360),
    expected: { payment: '425.84' },
  },
  {
    id: 'ti-ba2plus-guidebook-120000',
    source:
      'Texas Instruments BA II PLUS guidebook, "Time Value of Money/Amortization Schedule, Example: Mortgage Payment": 30 years, $120,000, 9.125% -> PMT -976.36',
    input: pmtDoc('120000', '9.125', 360),
    expected: { payment: '976.36' },
  },
  {
    id: 'ti-ba2plus-personal-loan',
    source:
      'Texas Instruments BA II Plus user manual, "Sample calculation of a personal loan repayment": $15,000, 6% compounded monthly, five years -> $289.99',
    input: pmtDoc('15000', '6', 60),
    expected: { payment: '289.99' },
  },
  {
    id: 'hp12c-50000-25y',
    source:
      'hp 12c user\'s guide, Section 3 "Amortization" example: 25-year mortgage for $50,000 at 13 1/4% requires payments of $573.35; first payment -552.08 interest, -21.27 principal; second -551.85, -21.50',
    input: pmtDoc('50000', '13.25', 300),
    expected: {
      payment: '573.35',
      points: [
        { number: 1, interest: '552.08', principal: '21.27' },
        { number: 2, interest: '551.85', principal: '21.50' },
      ],
    },
  },
  {
    id: 'hp12c-50000-30y',
    source:
      'hp 12c user\'s guide, Section 3 "Amortization", 30-year variant of the $50,000 at 13 1/4% example: PMT -562.89; first payment -552.08 interest, -10.81 principal; remaining balance 49,989.19',
    input: pmtDoc('50000', '13.25', 360),
    expected: {
      payment: '562.89',
      points: [{ number: 1, interest: '552.08', principal: '10.81', balance: '49989.19' }],
    },
  },
  {
    id: 'hp12c-platinum-250000-25y',
    source:
      'hp 12c platinum user\'s guide, Section 3 "Amortization" example: 25-year mortgage for $250,000 at 5.25% requires payments of $1,498.12; first payment -1,093.75 interest, -404.37 principal; second -1,091.98, -406.14',
    input: pmtDoc('250000', '5.25', 300),
    expected: {
      payment: '1498.12',
      points: [
        { number: 1, interest: '1093.75', principal: '404.37' },
        { number: 2, interest: '1091.98', principal: '406.14' },
      ],
    },
  },
  {
    id: 'hp12c-platinum-250000-30y',
    source:
      'hp 12c platinum user\'s guide, Section 3 "Amortization", 30-year variant of the $250,000 at 5.25% example: PMT -1,380.51; first payment -1,093.75 interest, -286.76 principal; remaining balance 249,713.24',
    input: pmtDoc('250000', '5.25', 360),
    expected: {
      payment: '1380.51',
      points: [{ number: 1, interest: '1093.75', principal: '286.76', balance: '249713.24' }],
    },
  },
  {
    id: 'hp12c-learning-module-180000',
    source:
      'hp calculators "HP 12C Loan Amortizations" learning module, Examples 1 and 2: 30-year $180,000 at 7.75%; after one year balance $178,420.18, principal $1,579.82, interest $13,894.66; after two years balance $176,713.49, year-2 principal $1,706.69, interest $13,767.79',
    input: pmtDoc('180000', '7.75', 360),
    expected: {
      ranges: [
        { from: 1, to: 12, principal: '1579.82', interest: '13894.66', balance: '178420.18' },
        { from: 13, to: 24, principal: '1706.69', interest: '13767.79', balance: '176713.49' },
      ],
    },
  },
  {
    id: 'hp10bii-14000',
    source:
      'HP 10bII Financial Calculator user\'s guide, "Time Value of Money" and "Amortization" at a glance: 14,000 for 360 months at 10%; 20th payment: principal -7.25, interest -115.61, balance 13,865.83; payments 1-12: principal -77.82, interest -1,396.50, balance 13,922.18',
    input: pmtDoc('14000', '10', 360),
    expected: {
      points: [{ number: 20, principal: '7.25', interest: '115.61', balance: '13865.83' }],
      ranges: [{ from: 1, to: 12, principal: '77.82', interest: '1396.50', balance: '13922.18' }],
    },
  },
  {
    id: 'hp10bii-735000-30y',
    source:
      'HP 10BII user\'s guide, Additional Examples, "What if ... TVM Calculations": 30-year $735,000 mortgage at 11.2% -> -7,110.88',
    input: pmtDoc('735000', '11.2', 360),
    expected: { payment: '7110.88' },
  },
  {
    id: 'hp10bii-plus-735000-15y',
    source:
      "HP 10bII+ user's guide, Additional Examples, Part 3 (15-year term of the $735,000 at 11.2% mortgage) -> payment -8,446.53",
    input: pmtDoc('735000', '11.2', 180),
    expected: { payment: '8446.53' },
  },
  {
    id: 'hp10bii-support-car-loan',
    source:
      'HP support document bpia5035 "HP 10bii Calculator - Cash Flow Examples", car loan Part 1: 14,500 - 1,500 = 13,000 at 10.5% for 36 months -> PMT -422.53',
    input: pmtDoc('13000', '10.5', 36),
    expected: { payment: '422.53' },
  },
  {
    id: 'hp10bii-support-car-loan-pv',
    // A PV example: the published amount to finance, fed back, gives the published payment.
    source:
      'HP support document bpia5035 "HP 10bii Calculator - Cash Flow Examples", car loan Part 3: PMT -375.00 at 10.5% over 36 months -> PV 11,537.59',
    input: pmtDoc('11537.59', '10.5', 36),
    expected: { payment: '375.00' },
  },
  {
    id: 'hp10b-support-mortgage-pv',
    source:
      'HP support document bpia5030 "HP 10b Calculator - TVM Examples", II "How big of a mortgage can be afforded?": 360 months, PMT -1,100.00, 11% -> PV 115,506.98',
    input: pmtDoc('115506.98', '11', 360),
    expected: { payment: '1100.00' },
  },
  {
    id: 'hp17bii-support-65th-payment',
    source:
      'HP support document bpia5199 "HP 17Bii, 17Bii+, and 19Bii Calculators - Amortizing a Single Payment": PV 100,000, N 360, I%YR 10 -> PMT -877.57; 65th payment interest -802.33, principal -75.24',
    input: pmtDoc('100000', '10', 360),
    expected: { payment: '877.57', points: [{ number: 65, interest: '802.33', principal: '75.24' }] },
  },
  {
    id: 'hp17bii-manual-65000',
    source:
      'hp 17bII user\'s guide, Chapter 5 "Displaying an Amortization Schedule": 30-year $65,000 mortgage at 12.5%, monthly payment $693.72',
    input: pmtDoc('65000', '12.5', 360),
    expected: { payment: '693.72' },
  },
  {
    id: 'foxpro-payment',
    source:
      'Microsoft Visual FoxPro reference, "PAYMENT( ) Function" example: $100,000, 10.5% annual (.105/12), 20 years of monthly payments -> Displays 998.38',
    input: pmtDoc('100000', '10.5', 240),
    expected: { payment: '998.38' },
  },
  {
    id: 'qlik-pmt',
    source: 'Qlik Sense help, "Pmt - script and chart function": Pmt(0.1/12,8,20000) returns -$2,594.66',
    input: pmtDoc('20000', '10', 8),
    expected: { payment: '2594.66' },
  },
];
