// Issue 23 item 6: a downloaded report prints money with its currency and years without separators.
import { describe, expect, it } from 'vitest';
import { pdftotext } from '../../lib/pdf-text';
import { renderReportPdf } from './report-pdf';

describe('report PDF values', () => {
  it('prints "$9,987,000", "1968" and "6.4%", not "9,987,000" and "1,968"', async () => {
    const pdf = await renderReportPdf(
      {
        activityId: 'a',
        reportType: 'Property Analysis',
        source: 'reonomy',
        activity_type: 'reonomy',
        state: 'done',
        err: null,
        is_sandbox: true,
        pull_option: null,
        updated_epoch: null,
        is_fetching: false,
        res: [
          {
            title: '118 Maple Ave',
            items: [
              { index: 0, key: 'estimated_value', label: 'Estimated Value', value: 9_987_000 },
              { index: 1, key: 'year_built', label: 'Year Built', value: 1968 },
              { index: 2, key: 'vacancy_rate', label: 'Vacancy Rate (%)', value: 6.4 },
              { index: 3, key: 'zip', label: 'ZIP Code', value: '78704' },
            ],
          },
        ],
      },
      { loanName: '10042 - 118 Maple Ave' },
    );
    const text = (await pdftotext(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Estimated Value $9,987,000');
    expect(text).toContain('Year Built 1968');
    expect(text).toContain('Vacancy Rate (%) 6.4%');
    expect(text).toContain('ZIP Code 78704');
    expect(text).not.toContain('1,968');
  });
});
