// Issue 23 item 6: the liquidity report prints balances by the one formatting module.
import { describe, expect, it } from 'vitest';
import { pdftotext } from '../../lib/pdf-text';
import { renderLiquidityPdf } from './liquidity-report';

describe('liquidity report PDF', () => {
  it('prints balances with currency and cents, and the total', async () => {
    const pdf = await renderLiquidityPdf(
      {
        institution: { id: 'ins_1', name: 'First Platypus Bank' },
        accounts: [
          {
            account_id: 'a1',
            name: 'Checking',
            mask: '0009',
            type: 'depository',
            subtype: 'checking',
            balances: { available: 24_900, current: 25_112.4, iso_currency_code: 'USD' },
          },
        ],
        total_liquidity: 24_900,
        currency: 'USD',
        retrieved_epoch: 1_790_000_000,
        mode: 'sandbox',
      } as Parameters<typeof renderLiquidityPdf>[0],
      { borrowerName: 'Maya Ortiz', loanName: null },
    );
    const text = (await pdftotext(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('$24,900.00');
    expect(text).toContain('$25,112.40');
    expect(text).toContain('Total liquidity: $24,900.00');
  });
});
