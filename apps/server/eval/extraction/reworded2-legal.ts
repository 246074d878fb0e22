// REWORDED 2 (split 'reworded-2', blind): operating agreements, purchase contracts and title
// commitments in the words other law firms, state association forms and title companies use for
// the same terms ('Agreement Date', 'Ownership Interest', 'Purchaser' / 'Vendor', 'Settlement
// Date', 'Good Faith Deposit', 'Amount of Insurance', 'Title held by'). Written apart from the
// first table and from the extractor (neither opened), in the notation of reworded-table.ts.
import { rewordTable } from './reworded-table';

const AGREEMENT = [
  // the document's own name
  'Limited Liability Company Operating Agreement >',
  'Limited Liability Company Agreement > LLC Agreement | Limited Liability Company Operating Agreement | Company Agreement | LLC Agreement | Agreement of Limited Liability Company',
  'Operating Agreement > Company Operating Agreement | Limited Liability Company Operating Agreement',
  'Company Agreement > Limited Liability Company Agreement | LLC Company Agreement | Company Agreement (LLC)',
  // the date
  '{date}Effective Date > Agreement Date | Commencement Date | Effective Date of Agreement | Date of this Agreement | Agreement Effective Date #effective_date',
  '{date}effective as of > effective on | with effect as of | effective from | effective on and as of | effective as at #effective_date',
  '{date}This Agreement is effective > This Agreement is dated | This Agreement takes effect | This Agreement is made effective | This Agreement is dated as of | This Agreement shall be effective #effective_date',
  '{date}Dated: > Date: | Agreement Date: | Dated as of: | Date of Agreement: | Effective: #effective_date',
  '{date}Date of Agreement > Agreement Date | Effective Date | Date of this Agreement | Commencement Date | Dated #effective_date',
  // the state
  'State of formation > Jurisdiction of Organization | State of Organization | Formation State | Jurisdiction | State of Incorporation #state_of_formation',
  'organized under the laws of the State of > formed under the laws of the State of | existing under the laws of the State of | organized under the laws of | formed pursuant to the laws of the State of | organized and existing under the laws of the State of #state_of_formation',
  // members and their interests
  'Member Name > Name of Member | Member | Member Name(s) | Members | Name #members',
  'Name of Member > Member Name | Member | Member of Company | Name | Members #members',
  '{pct}Percentage Interest(s) > Ownership Interest(s) | Membership Interest(s) | Ownership Percentage(s) | Ownership Share(s) | Percentage of Ownership #ownership_percentages',
  '{pct}Membership Interest(s) > Ownership Interest(s) | Percentage Interest(s) | Membership Percentage(s) | Equity Interest(s) | Ownership % #ownership_percentages',
  '{pct}Sharing Ratio(s) > Percentage Interest(s) | Ownership Percentage(s) | Sharing Percentage(s) | Profit Sharing Ratio(s) | Ownership Interest(s) #ownership_percentages',
  '{pct}Ownership > Ownership % | Percent Owned | % Interest | Percentage Owned | % Ownership #ownership_percentages',
  'Capital Contribution(s) > Capital Contributed | Contribution(s) | Amount Contributed | Capital',
  'Name and Address > Member Name and Address | Name/Address | Member and Address | Name & Address of Member #members',
  'Member / Notice Address > Member Name / Address | Member and Notice Address | Name of Member / Address | Member (Notice Address) #members',
  'Member Name and Notice Address > Name and Address of Member | Member / Address | Member Name & Notice Address | Member (Name, Address) #members',
  '=MEMBERS: > SIGNATURES OF MEMBERS: | THE MEMBERS: | MEMBER SIGNATURES: | SIGNED BY THE MEMBERS: #members',
  '^Member: > Member Signature: | Signed by Member: | Member (signature): | Member, signing: #members',
  '^Name: > Member Name: | Printed Name: | Print Name: | Name of Member: #members',
  '^Name > Member | Member Name | Name of Member | Members #members',
  // the state and the management, in the agreement's prose
  'under the laws of the State of > pursuant to the laws of the State of | under the law of the State of | in accordance with the laws of the State of | under the statutes of the State of #state_of_formation',
  'Management by Members > Member Management | Management by the Members | Management Vested in Members | Members to Manage #management_type',
  'Management by Manager(s) > Manager Management | Management by the Manager(s) | Management Vested in Manager(s) | Designated Manager(s) #management_type',
  'managed by its Members > managed by the Members | under the management of its Members | managed by the members thereof | run by its Members #management_type',
  'managed by one or more Managers > managed by a manager or managers | managed by one or more managers chosen by the Members | under the management of one or more Managers | managed by its Managers #management_type',
];

const CONTRACT = [
  // the parties
  '{party}Buyer > Purchaser #buyer',
  '{party}Seller > Vendor | Owner #seller',
  '{party}Purchaser > Buyer #buyer',
  '{party}Vendor > Seller | Owner #seller',
  // the price
  '{price}Purchase Price > Sales Price | Contract Price | Price | Total Price | Sale Price #purchase_price',
  '{price}Sales Price > Purchase Price | Sale Price | Contract Sales Price | Total Price | Price #purchase_price',
  // the deposit
  '{em}Earnest Money Deposit > Good Faith Deposit | Deposit | Earnest Money | Escrow Deposit | Earnest Deposit #earnest_money',
  '{em}Earnest Money > Deposit | Earnest Deposit | Good Faith Deposit | Escrow Deposit | Earnest Money Deposit #earnest_money',
  '{em}Escrow Deposit > Earnest Money Deposit | Deposit | Earnest Money | Good Faith Deposit | Initial Deposit #earnest_money',
  '{em}Initial Deposit > Deposit | Initial Earnest Money | First Deposit | Initial Good Faith Deposit | Deposit Amount #earnest_money',
  // closing
  '{close}Closing Date > Settlement Date | Date of Settlement | Settlement Date | Close Date | Date of Settlement #closing_date',
  '{close}Closing Deadline > Settlement Date | Settlement Deadline | Settlement Date | Close Date | Date of Settlement #closing_date',
  '{close}Closing > Settlement | Settlement | Settlement | Closing | Settlement #closing_date',
  '{close}Settlement Date > Closing Date | Date of Closing | Closing Date | Close Date | Date of Closing #closing_date',
  '{close}Settlement > Closing | Closing | Closing | Settlement | Closing #closing_date',
  '{close}Close of Escrow > Settlement | Escrow Closing | Settlement | Closing | Closing of Escrow #closing_date',
  // the property
  '{addr}Property Address > Address of Property | Premises Address | Property Location | Street Address | Subject Property #property_address',
  '{addr}Premises > Property | Real Property | Subject Property | Property | Real Estate #property_address',
  '{addr}commonly known as > known as | having the street address | located at | with a street address of | known as #property_address',
  '{addr}known as > commonly known as | located at | commonly known as | having an address of | located at #property_address',
  '{addr}located at > situated at | with an address of | situated at | located on | having an address at #property_address',
  '{addr}commonly known by the street address of > having the street address of | commonly known as | known by the address of | with a street address of | known by the street address #property_address',
  '{addr}commonly known or identified as > commonly known as | known or described as | identified as | commonly known as | described as #property_address',
  '{addr}The Real Property to be acquired is > The property to be purchased is | The real property being acquired is | The Property to be conveyed is | The premises to be acquired are | The Property is #property_address',
  '{addr}Property Identification > Property Description | Identification of Property | Property | Description of Property | Property Information #property_address',
  '^{addr}Address > Street Address | Property Address | Address of Property | Street | Property Street Address #property_address',
  // dates of the offer
  'Contract Date > Date of Contract | Agreement Date | Effective Date | Contract Dated | Date of Agreement',
  'Offer Date > Date of Offer | Offer Dated | Offer Made',
];

const TITLE = [
  'Commitment for Title Insurance > Title Commitment | Title Insurance Commitment | Commitment | Title Commitment | Commitment for Title',
  'Title Commitment > Commitment for Title Insurance | Title Insurance Commitment | Commitment',
  // the number
  '{cn}Commitment No. > Commitment Number | Commitment # | Commitment No | Commitment Ref. | Commitment ID #commitment_number',
  '{cn}Commitment Number > Commitment No. | Commitment # | Commitment ID | Commitment Ref. | Commitment No #commitment_number',
  '{cn}File No. > File Number | File Ref. | Title File No. | File # | File No #commitment_number',
  '{cn}GF No. > GF Number | G.F. No. | GF # | Guaranty File No. | File No. #commitment_number',
  '{cn}Order Number > Order No. | Title Order No. | Order # | Our Order Number | Title Order # #commitment_number',
  '{cn}Order No. > Order Number | Title Order No. | Order # | Title Order Number | Order Ref. #commitment_number',
  '{cn}Title Number > Title No. | Title Report No. | Report Number | Title # | Title Ref. #commitment_number',
  '{cn}Title No. > Title Number | Title Report No. | Certificate No. | Title # | Report No. #commitment_number',
  // the date
  '{eff}Effective Date > Commitment Date | Effective Date/Time | Date of Commitment | Eff. Date | Effective Date and Time #effective_date',
  '{eff}Commitment Date > Effective Date | Date of Commitment | Commitment Effective Date | Eff. Date | Effective Date and Time #effective_date',
  '{eff}Dated as of > Effective as of | Effective Date | Dated | As of | Effective #effective_date',
  // the amount
  '{amt}Proposed Policy Amount > Amount of Insurance | Proposed Amount | Policy Liability | Policy Amount | Liability Amount #policy_amount',
  '{amt}Proposed Amount of Insurance > Amount of Insurance | Proposed Policy Amount | Policy Amount | Liability Amount | Proposed Liability #policy_amount',
  '{amt}ALTA Loan Policy Amount > ALTA Loan Policy | Loan Policy Liability | ALTA Lender Policy Amount | Loan Policy Amount | ALTA Loan Policy, Amount #policy_amount',
  '{amt}Loan policy amount > Loan policy | Mortgagee policy amount | Lender policy amount | Loan policy liability | Amount, loan policy #policy_amount',
  "{amt}Owner's policy amount > Owner's policy | Fee policy amount | Owner policy amount | Owner's policy liability | Amount, owner's policy",
  '{amt}Policy Amount > Amount of Insurance | Amount | Liability | Coverage Amount | Insured Amount #policy_amount',
  '{amt}Amount of insurance > Policy amount | Liability | Insurance amount | Amount insured | Policy liability #policy_amount',
  '^{amt}Amount > Amount of Insurance | Policy Amount | Liability | Insured Amount | Amt. #policy_amount',
  // the owner
  '{own}vested in > held by | vested in the name of | owned by | vested of record in | held of record by #vested_owner',
  '{own}Record owner > Owner of record | Vested owner | Titleholder | Title vested in | Record titleholder #vested_owner',
  '{own}Vestee > Vested owner | Titleholder | Owner of record | Title holder | Record owner #vested_owner',
  // the land
  '{addr}Property Address > Property | Address | Premises Address | Address of Property | Street Address #property_address',
  '{addr}Premises known as > Property known as | Premises | Property address | Land known as | Premises commonly known as #property_address',
  '{addr}commonly known as > known as | having a street address of | with an address of | also described as | known as #property_address',
  '{addr}known as > commonly known as | located at | commonly known as | having an address of | located at #property_address',
  '{addr}Situs address > Property address | Situs | Site address | Property location | Street address #property_address',
  '^{addr}Premises > Property | Subject Premises | Land | Property | Subject Property #property_address',
  '^{addr}Property > Premises | Property Address | Subject Property | Land | Address #property_address',
];

export const REWORD_2_LEGAL = [
  rewordTable('operating-agreement', /agreement/i, AGREEMENT),
  rewordTable('purchase-contract', /purchase|sale|contract/i, CONTRACT),
  rewordTable('title-commitment', /title/i, TITLE),
];
