// REWORDED 2 (split 'reworded-2', blind): appraisals and insurance binders / declarations in the
// words other appraisal forms, evaluation vendors, carriers and agencies print ('Date of Value',
// 'GLA', 'Yr. Built', 'Appraised By'; 'Policyholder', 'Carrier', 'Policy Term', 'Building Limit',
// 'Yearly Premium'). Written apart from the first table and from the extractor (neither opened),
// in the notation of reworded-table.ts.
import { rewordTable } from './reworded-table';

const APPRAISAL = [
  // the address
  '{addr}Subject Property Address > Property Address | Subject Address | Address of Subject | Subject Location | Address #property_address',
  '{addr}Property Address > Subject Address | Address | Subject Property Address | Location | Site Address #property_address',
  '^{addr}Subject Property > Property Address | Subject | Property | Subject Address | Location #property_address',
  '^{addr}Location > Property Address | Address | Subject Location | Site | Property Location #property_address',
  // the value
  '{val}Appraised Value > Market Value | Opinion of Value | Final Value | Appraised Value Conclusion | Value Conclusion #appraised_value',
  '{val}Final Opinion of Market Value > Final Value Conclusion | Opinion of Value | Reconciled Market Value | Final Estimate of Market Value | Market Value Conclusion #appraised_value',
  '{val}Final Opinion of Value > Final Value Conclusion | Opinion of Market Value | Concluded Value | Final Value Estimate | Reconciled Value #appraised_value',
  '{val}Market Value As Is > As Is Market Value | Market Value - As Is | As-Is Value | Value As Is | As Is Value #appraised_value',
  '{val}Opinion of Market Value > Market Value Opinion | Concluded Market Value | Final Value Estimate | Estimated Market Value | Reconciled Value #appraised_value',
  '{val}Market value conclusion > Concluded market value | Value conclusion | Final market value | Market value estimate | Reconciled value #appraised_value',
  'Sales Comparison Approach > Sales Comparison Analysis | Market Data Approach | Sales Approach | Direct Sales Comparison Approach | Comparable Sales Approach',
  'Indicated Value by > Value Indicated by | Indicated Value via | Value by | Value Indication by | Indicated by #appraised_value',
  // the date of value
  '{date}Effective Date of the Appraisal > Date of Value | Valuation Date | Effective Date | Date of Valuation | As of Date #effective_date',
  '{date}Effective Date of Appraisal > Effective Date | Date of Value | Appraisal Effective Date | Valuation Date | Effective Date of Value #effective_date',
  '{date}Effective Date > Date of Value | Valuation Date | Effective Date of Value | As of Date | Date of Valuation #effective_date',
  '{date}Date of Value > Effective Date | Valuation Date | Value Date | As of Date | Date of Valuation #effective_date',
  '{date}Valuation date > Effective date | Date of value | Value as of | Date of valuation | As of date #effective_date',
  '{date}effective date of this appraisal > date of value of this appraisal | effective date of this report | valuation date of this appraisal | effective date of value | date of valuation #effective_date',
  // the appraiser
  'Appraiser Certification >',
  '{who}Respectfully submitted > Sincerely | Submitted by | Respectfully | Appraisal submitted by | Yours truly #appraiser_name',
  '^{who}Name > Appraiser Name | Printed Name | Name of Appraiser | Signer Name | Name (Printed) #appraiser_name',
  '{who}Appraiser Name > Name of Appraiser | Appraised By | Appraiser | Signed By | Appraiser Signing #appraiser_name',
  '^{who}Appraiser > Appraised By | Prepared By | Appraiser Name | Signing Appraiser | Appraiser of Record #appraiser_name',
  '{who}Valuer > Appraiser | Valued By | Prepared By | Appraiser Name | Signing Appraiser #appraiser_name',
  '{who}Prepared by > Appraiser | Appraised by | Report prepared by | Signed by | Prepared and signed by #appraiser_name',
  // the area
  '{area}Gross Living Area > GLA | Living Area | Above Grade Living Area | Gross Living Area (GLA) | Finished Living Area #gross_living_area',
  '{area}Gross Building Area > GBA | Building Area (Gross) | Total Building Area | Gross Bldg. Area | Gross Building Area (SF) #gross_living_area',
  '{area}Building Size > Building Area | Gross Building Area | Improvement Size | GBA | Size of Improvements #gross_living_area',
  '{area}Above Grade Living Area > Gross Living Area | GLA (Above Grade) | Living Area Above Grade | GLA | Finished Area Above Grade #gross_living_area',
  '{area}Finished Area Above Grade > Above Grade Finished Area | GLA | Living Area (Above Grade) | Gross Living Area | Above-Grade Area #gross_living_area',
  '{area}Living Area > Gross Living Area | GLA | Finished Living Area | Heated Living Area | Living Space #gross_living_area',
  '{area}Net rentable area > Rentable Area | NRA | Net Leasable Area | Rentable Area (Net) | Net Rentable Sq. Ft. #gross_living_area',
  // the year
  '{yr}Year Built > Yr. Built | Year of Construction | Built | Construction Year | Yr Blt #year_built',
  '{yr}Year of Construction > Year Built | Construction Date | Built | Yr. Built | Year Constructed #year_built',
  '{yr}Constructed > Year Built | Built | Year of Construction | Yr. Built | Year Constructed #year_built',
];

const BINDER = [
  // the insured
  'Additional Named Insured >',
  '{ins}First Named Insured > Named Insured | Insured | First Named Insured | Policyholder | Insured Party #insured_name',
  '{ins}Named Insured > Insured | Name of Insured | Policyholder | Insured Name | Insured Party #insured_name',
  'Insured Location > Insured Premises | Location of Risk | Covered Location',
  '^{ins}Insured > Named Insured | Policyholder | Insured Party | Insured Name | Name of Insured #insured_name',
  '{ins}Policyholder > Named Insured | Insured | Policy Holder | Insured Name | Insured Party #insured_name',
  '{ins}Name of Assured > Assured | Name of Insured | Named Assured | Insured | Assured Name #insured_name',
  // the insurer
  '^{co}Insurance Company > Insurer | Carrier | Company | Insuring Company | Underwriting Company #insurer',
  '^{co}Company > Insurer | Insurance Company | Carrier | Insuring Company | Underwriting Company #insurer',
  '{co}Carrier > Insurer | Insurance Carrier | Company | Insuring Company | Underwriter #insurer',
  '{co}Insurer > Carrier | Insurance Company | Underwriter | Company | Insuring Company #insurer',
  '{co}Issuing Company > Insurer | Company | Insuring Company | Carrier | Writing Company #insurer',
  // the number
  '{no}Policy Number > Policy No. | Policy # | Pol. No. | Policy No | Policy Num. #policy_number',
  '{no}Binder No. > Binder Number | Binder # | Binder Ref. | Binder No | Binder ID #policy_number',
  '{no}Binder No > Binder Number | Binder # | Binder Ref. | Binder No. | Binder ID #policy_number',
  '{no}Binder # > Binder No. | Binder Number | Binder ID | Binder Ref. | Binder No #policy_number',
  '{no}Reference No. > Binder No. | Reference Number | Ref. # | Binder Number | Reference # #policy_number',
  '{no}Certificate Number > Certificate No. | Cert. No. | Evidence Number | Certificate # | Cert # #policy_number',
  // the dates
  '{term}Effective Date > Eff. Date | Inception Date | Policy Effective | Effective | Eff Date #effective_date',
  '{term}Expiration Date > Exp. Date | Expiry Date | Expiration | Policy Expiration | Exp Date #expiration_date',
  '{term}Date Effective > Effective Date | Eff. Date | Inception | Effective | Eff Date #effective_date',
  '{term}Date Expiration > Expiration Date | Exp. Date | Expiry | Expiration | Exp Date #expiration_date',
  '{term}Policy Period > Term | Policy Term | Period of Coverage | Coverage Period | Term of Policy #effective_date,expiration_date',
  '^{term}Term > Policy Term | Policy Period | Coverage Term | Period | Term of Coverage #effective_date,expiration_date',
  '{term}Binder Period > Term of Binder | Binder Term | Period of Binder | Binding Period | Binder Effective Period #effective_date,expiration_date',
  '{term}Period of Insurance > Policy Period | Period of Cover | Term of Insurance | Insurance Period | Policy Term #effective_date,expiration_date',
  '{term}Coverage begins > Effective | Coverage starts | Coverage effective | Coverage incepts | Policy begins #effective_date',
  // the coverage
  '{cov}Building Coverage > Building Limit | Dwelling/Building | Coverage - Building | Building Amount | Limit - Building #coverage_amount',
  '{cov}Coverage A - Dwelling > Dwelling (Coverage A) | Cov. A Dwelling | Coverage A Dwelling Limit | Cov A - Dwelling | Dwelling - Cov. A #coverage_amount',
  '{cov}Limit of Insurance - Building > Building Limit | Building - Limit | Amount of Insurance - Building | Building Limit of Insurance | Building #coverage_amount',
  '{cov}Dwelling limit > Dwelling coverage | Coverage A - Dwelling | Dwelling amount | Limit - dwelling | Dwelling (Cov. A) #coverage_amount',
  '{cov}Limit of Insurance > Limit | Amount of Insurance | Limits | Limit of Liability | Insurance Limit #coverage_amount',
  '{cov}Amount of Insurance > Limit of Insurance | Limit | Amount | Insurance Limit | Limits #coverage_amount',
  '{cov}Completed Value (Hard Costs) > Completed Value | Total Completed Value (Hard Costs) | Hard Costs - Completed Value | Completed Value Limit | Hard Costs (Completed Value) #coverage_amount',
  '{cov}Sum Insured > Limit | Amount Insured | Limit of Insurance | Insured Amount | Limit of Indemnity #coverage_amount',
  'Building No >',
  '^{cov}Building > Building Coverage | Buildings | Building Limit | Building (Coverage) | Bldg #coverage_amount',
  '^{cov}Buildings > Building | Building Coverage | Buildings Limit | Building (Coverage) | Bldgs #coverage_amount',
  '{cov}Dwelling > Dwelling Coverage | Dwelling (Cov. A) | Dwelling Limit | Residence Dwelling | Dwelling - Coverage A #coverage_amount',
  // the premium
  '{prem}Annual Premium > Yearly Premium | Premium (Annual) | Annual Policy Premium | Premium per Year | Annual Premium Amount #annual_premium',
  '{prem}Total Premium > Premium | Total Policy Premium | Policy Premium | Premium, Total | Total Premium Amount #annual_premium',
  '{prem}Yearly premium > Annual premium | Premium per year | Yearly policy premium | Premium, yearly | Annual policy premium #annual_premium',
  '{prem}Total Advance Premium > Total Policy Premium | Advance Premium Total | Total Premium | Total Annual Premium | Policy Premium, Total #annual_premium',
  '^{prem}Premium > Policy Premium | Premium Amount | Premium Charged | Premium (Policy) | Premium (USD) #annual_premium',
];

export const REWORD_2_PROPERTY = [
  rewordTable('appraisal', /apprais|valuation|evaluation/i, APPRAISAL),
  rewordTable('insurance-binder', /insur|binder|policy|cover/i, BINDER),
];
