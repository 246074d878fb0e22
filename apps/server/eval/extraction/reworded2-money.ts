// REWORDED 2 (split 'reworded-2', blind): bank statements, schedules of real estate owned and rent
// rolls as other banks, credit unions, lenders' SREO forms and property managers print them. Written
// apart from the first table (never opened) and from the extractor (never opened), in the notation
// of reworded-table.ts. Nobody tuning the extractor opens this file.
import { rewordTable } from './reworded-table';

const BANK = [
  // whole summary rows set on one line under a heading row
  '=Beginning Balance Deposits Withdrawals Ending Balance > Opening Balance Credits Debits Closing Balance | Previous Balance Deposits/Credits Withdrawals/Debits New Balance | Balance Forward Additions Subtractions Balance This Period #beginning_balance,total_deposits,total_withdrawals,ending_balance',
  // balances
  '{open}Beginning Balance > Opening Balance | Balance, Beginning | Beginning Bal. | Balance Forward | Starting Balance #beginning_balance',
  '{open}Previous balance > Prior Balance | Balance, Previous | Previous Bal. | Balance Last Statement | Last Statement Balance #beginning_balance',
  '{open}Opening balance > Beginning Balance | Balance, Opening | Opening Bal. | Balance at Open | Starting Balance #beginning_balance',
  '{close}Ending Balance > Closing Balance | Balance, Ending | Ending Bal. | Statement Balance | Ending Balance (USD) #ending_balance',
  '{close}New balance > Ending Balance | Balance, New | New Bal. | Closing Statement Balance | Balance at End of Period #ending_balance',
  '{close}Closing balance > Ending Balance | Balance, Closing | Closing Bal. | Balance at Close | Period-End Balance #ending_balance',
  'Ending daily balance > Daily Ending Balance | End-of-Day Balance | Balance',
  // deposits
  '{in}Deposits and Credits > Credits | Deposits & Credits | Total Deposits/Credits | Deposits and Other Additions | Additions #total_deposits',
  '{in}Deposits and other credits > Deposits & Other Credits | Credits and Deposits | Other Credits & Deposits | Deposits/Credits | Additions #total_deposits',
  '{in}Deposits & Other Credits > Deposits and Credits | Credits | Deposits/Additions | Total Credits | Additions #total_deposits',
  '{in}Deposits and Additions > Deposits & Additions | Credits | Deposits/Credits | Additions | Deposits and Other Credits #total_deposits',
  '{in}Deposits and Other Additions > Deposits & Other Credits | Credits | Additions | Deposits/Credits | Deposits & Additions',
  '{in}Deposits/Credits > Deposits & Credits | Credits | Deposits and Credits | Credits (+) | Deposits, Credits #total_deposits',
  '^{in}Deposits > Deposits/Credits | Credits | Deposits & Credits | Deposits (+) | Total Deposits #total_deposits',
  '{in}Money in > Deposits | Credits | Funds In | Deposits & Credits | Money In (+) #total_deposits',
  'Customer Deposits > Counter Deposits | Deposits by Customer | Customer Credits',
  'Other Deposits > Other Credits | Electronic Credits | Other Additions',
  // withdrawals
  '{out}Withdrawals and Debits > Debits | Withdrawals & Debits | Total Debits/Withdrawals | Withdrawals and Other Subtractions | Subtractions #total_withdrawals',
  '{out}Withdrawals and other debits > Withdrawals & Other Debits | Other Debits and Withdrawals | Withdrawals/Other Debits | Debits, Other | Other Withdrawals & Debits #total_withdrawals',
  '{out}Withdrawals & Other Debits > Withdrawals and Debits | Debits | Withdrawals/Subtractions | Total Debits | Subtractions #total_withdrawals',
  '{out}Checks and Other Deductions > Checks & Other Debits | Debits | Checks and Debits | Withdrawals & Checks | Subtractions',
  '{out}Withdrawals/Debits > Withdrawals & Debits | Debits | Withdrawals and Debits | Debits (-) | Withdrawals, Debits #total_withdrawals',
  '^{out}Withdrawals > Withdrawals/Debits | Debits | Withdrawals & Debits | Withdrawals (-) | Total Withdrawals #total_withdrawals',
  '{out}Electronic Withdrawals > Electronic Debits | Withdrawals & Debits | Electronic Payments | Debits (-) | Withdrawals/Debits #total_withdrawals',
  '{out}Checks/Debits > Debits | Checks & Debits | Withdrawals/Debits | Checks and Other Debits | Debits (-) #total_withdrawals',
  '{out}Money out > Withdrawals | Debits | Funds Out | Withdrawals & Debits | Money Out (-) #total_withdrawals',
  'Card Withdrawals > Card Transactions | Debit Card Withdrawals | Card Debits',
  'Other Withdrawals > Other Debits | Electronic Debits | Other Subtractions',
  'Checks Presented Conventionally >',
  'Checks Paid > Checks Cleared | Paid Checks | Checks',
  '^Checks > Checks Paid | Checks Cleared | Paid Checks',
  'Service fees > Service Charges | Fees | Account Fees',
  // account, holder, period
  '{acct}Account Number > Account No. | Acct # | Account # | Acct. Number | Account No #account_number_last4',
  '{acct}Account No. > Account Number | Acct No. | Account # | Acct. Number | Account No #account_number_last4',
  'Account ending in > Account ending | Acct ending in | Account no. ending in | Account No. Ending #account_number_last4',
  'Member Number > Member # | Member No. | Membership Number',
  'Account Holder > Account Owner | Account Name | Name on Account | Customer Name #account_holder',
  'Prepared for > Statement For | Prepared For | Account Owner #account_holder',
  'Statement for > Account Holder | Prepared for | Account Owner #account_holder',
  'Statement period activity summary > Activity summary | Summary of account activity | Account activity summary',
  '{per}Statement Period > Statement Dates | Period Covered | Statement Cycle | Period | Stmt Period #statement_period_start,statement_period_end',
  '^{per}For the period > Statement period | For the statement period | Period covered | For period | Statement dates #statement_period_start,statement_period_end',
  'through > thru | to | - #statement_period_start,statement_period_end',
  // headings
  'Account summary > Summary of Account | Account Overview | Balance Summary',
  'Summary of your account > Account Summary | Your Account at a Glance | Summary',
  'Relationship summary > Summary of Accounts | Relationship Overview | Account Summaries',
  '=Transactions > Account Activity | Transaction Detail | Activity',
  'Activity detail > Transaction Detail | Account Activity | Transactions',
  'Daily activity > Transaction Detail | Account Activity | Transactions',
  'Business Checking Statement > Business Account Statement | Commercial Checking Statement | Statement of Account',
];

const SREO = [
  'Schedule of Real Estate Owned > Real Estate Owned Schedule | Schedule of Real Estate | REO Schedule | Real Estate Schedule',
  'Real Estate Owned > Real Estate Holdings | Properties Owned | Owned Real Estate | REO',
  'Property Address > Address of Property | Property Location | Location | Address',
  // market value
  '{mv}Present Market Value > Current Market Value | Market Value | Present Value | Estimated Value | Value (Current) #total_market_value',
  '{mv}Market Value > Present Value | Current Value | Est. Market Value | Value | Fair Market Value #total_market_value',
  '{mv}Est. Value > Estimated Value | Market Value | Current Value | Est. Market Value | Value #total_market_value',
  '{mv}Current Value > Market Value | Present Value | Est. Value | Current Market Value | Value #total_market_value',
  '{mv}As-Is Value > Current Value | As Is Value | Present Value | As-Is Market Value | Value (As Is) #total_market_value',
  '{mv}Present Value > Market Value | Current Value | Present Market Value | Est. Value | Value #total_market_value',
  // liens
  '{ln}Amount of Mortgages & Liens > Mortgages & Liens | Unpaid Mortgage Balance | Total Liens | Amount of Mortgages and Liens | Liens #total_mortgage_balance',
  '{ln}Mortgage Balance > Loan Balance | Unpaid Principal Balance | Mortgage Bal. | Balance Owed | Mortgage Balance Outstanding #total_mortgage_balance',
  '{ln}Loan Balance > Mortgage Balance | Unpaid Principal Balance | Loan Bal. | Amount Owed | Principal Balance #total_mortgage_balance',
  'Mortgages on real estate > Real estate mortgages | Mortgages payable on real estate | Real estate loans',
  // rents
  '{rent}Gross Monthly Rent > Gross Rent/Month | Monthly Gross Rent | Gross Rents (Monthly) | Gross Rent per Month | Gross Rent/Mo. #total_monthly_rent',
  '{rent}Gross Rent/Mo > Monthly Gross Rent | Gross Monthly Rent | Rent per Month | Gross Rents/Month | Monthly Rents #total_monthly_rent',
  '{rent}Monthly Gross Rental Income > Gross Monthly Rents | Monthly Rental Income (Gross) | Gross Rental Income/Mo | Monthly Rents | Gross Rent per Month #total_monthly_rent',
  '{rent}Gross Monthly Rental Income > Monthly Gross Rents | Gross Rental Income (Monthly) | Gross Rent per Month | Monthly Rents | Rental Income, Gross Monthly #total_monthly_rent',
  '{rent}Gross Rental Income > Gross Rents | Rental Income (Gross) | Gross Rent | Rents, Gross | Gross Rent Income #total_monthly_rent',
  '{rent}Monthly Rent > Rent per Month | Monthly Rental Income | Mo. Rent | Monthly Rents | Rent/Month #total_monthly_rent',
  '{rent}Monthly rental income > Rent per month | Monthly rents | Monthly gross rent | Rental income per month | Rent/month #total_monthly_rent',
  '{rent}Annual Gross Rent > Gross Annual Rent | Yearly Gross Rent | Annual Rents (Gross) | Gross Rent per Year | Gross Rent/Yr #total_monthly_rent',
  'Net Rental Income > Net Rents | Net Rental | Rental Income, Net',
  // other rows
  'Mortgage Payments > Monthly Mortgage Payment | Debt Service | Loan Payments',
  'Monthly Payment > Payment per Month | Mo. Payment | Monthly Debt Service',
  'Date Acquired > Acquisition Date | Acquired | Date Purchased',
  '^Borrower > Applicant | Borrower Name | Owner',
];

const RENT_ROLL = [
  'Rent Roll > Rent Schedule | Tenancy Schedule | Rent Roll Report | Unit Rent Roll',
  // property
  '{addr}Property Name/Address > Property | Property Name & Address | Name/Address of Property | Property & Address | Location #property_address',
  '{addr}Property Address > Address | Site Address | Property Location | Street Address | Location #property_address',
  '{addr}Subject Property > Property | Subject | Property Address | Location | Property Location #property_address',
  'Property Total > Building Total | Total Property | Grand Total',
  'Property Name > Name of Property | Community Name | Property | Project Name | Community',
  '^{addr}Property > Property Address | Location | Site | Premises | Subject Property #property_address',
  // rents
  '{rent}Total Monthly Rent > Monthly Rent Total | Total Rent/Month | Total Rents (Monthly) | Total Monthly Rental | Rent Roll Total #total_monthly_rent',
  '{rent}Monthly Rent > Rent/Month | Monthly Rental | Rent Amount | Mo. Rent | Rent #total_monthly_rent',
  '{rent}Actual Rent > Contract Rent | In-Place Rent | Rent Paid | Actual Rent Charged | Current Rent #total_monthly_rent',
  '{rent}Lease Rent > Contract Rent | Leased Rent | Actual Rent | Rent Charged | Current Rent #total_monthly_rent',
  '{rent}Scheduled Rent > Contract Rent | Lease Rent | Sched. Rent | Rent Charged | Scheduled Rent (USD) #total_monthly_rent',
  '{rent}Current Rent > Actual Rent | In-Place Rent | Contract Rent | Rent Paid | Current Monthly Rent #total_monthly_rent',
  '{rent}Monthly Contract Rent > Contract Rent (Monthly) | Monthly Rent | Contract Rent/Mo. | Monthly Lease Rent | Rent per Lease #total_monthly_rent',
  '{rent}Gross monthly rent > Total monthly rent | Gross rents (monthly) | Monthly gross rent | Monthly rent, gross | Total rent per month #total_monthly_rent',
  '{rent}Monthly Base Rent > Base Rent/Mo. | Base Rent (Monthly) | Monthly Minimum Rent | Base Rent per Month | Min. Rent/Month #total_monthly_rent',
  '=Unit Resident Rent Term > Unit Tenant Monthly Rent Lease Term | Unit Occupant Rent Amount Term | Apt Resident Current Rent Lease #total_monthly_rent',
  '=Unit Tenant Status Sqft Market Rent Rent Deposit Lease From Lease To Move-in Past Due > Unit Resident Status SF Market Rent Lease Rent Deposit Lease Start Lease End Move-In Balance Due | Unit Lessee Status Sq. Ft. Mkt Rent Actual Rent Security Deposit From To Moved In Past Due | Unit Tenant Status Area Market Rent Contract Rent Deposit Lease Begin Lease End Move-in Delinquent #total_monthly_rent',
  'Market Rent > Mkt. Rent | Market Rate | Market | Market Rent (USD)',
  // units
  '{vac}Vacant Units > Unoccupied Units | Units Vacant | Vacant Units | Vacancies #vacant_units',
  '{vac}Vacant > Unoccupied | Unoccupied | Vacant | Unoccupied #vacant_units',
  '{cnt}Total units > Number of units | Unit count | Total # of units | No. of Units | Units, Total #unit_count',
  '{cnt}# of Units > Number of Units | Units | Unit Count | No. of Units | Units, Total #unit_count',
  // people and leases
  '{who}Tenant > Resident | Lessee | Occupant | Resident | Lessee',
  '{who}Resident > Tenant | Occupant | Lessee | Tenant | Occupant',
  'Lease End > Lease Expiration | Lease Exp. | Expires | Lease To | End Date',
  'Lease Start > Lease Begin | Lease Commencement | Start Date | Lease From | Commencement',
];

export const REWORD_2_MONEY = [
  rewordTable('bank-statement', /statement|balance/i, BANK),
  rewordTable('sreo', /real estate|properties/i, SREO),
  rewordTable('rent-roll', /rent/i, RENT_ROLL),
];
