import { describe, expect, it } from 'vitest';
import { insightColor, entityGroupLabel, CONTACT_TYPES, CREDIT_BANDS, DISPLAY_FORMATS } from './catalogue';
import { confidenceColor, REPORT_ORDER, reportOrderRank } from '../reports/reports';
import { propertyTypeLabel, PROPERTY_TYPES } from '../property/property-type';
import { roleLabel, landingPathFor } from '../auth/roles';
import { evaluateCondition, scoringRuleFormSchema, scoringVariableSchema } from '../scoring/scoring';

describe('catalogues', () => {
  it('insight levels: 0 gray, 1 yellow, any other red', () => {
    expect(insightColor(0)).toBe('gray');
    expect(insightColor(1)).toBe('yellow');
    expect(insightColor(2)).toBe('red');
    expect(insightColor(-1)).toBe('red');
  });
  it('confidence colours: below 5 red, 5 to below 10 yellow, 10 black; outside 0..10 is an error', () => {
    expect(confidenceColor(0)).toBe('red');
    expect(confidenceColor(4.9)).toBe('red');
    expect(confidenceColor(5)).toBe('yellow');
    expect(confidenceColor(9.9)).toBe('yellow');
    expect(confidenceColor(10)).toBe('black');
    expect(() => confidenceColor(11)).toThrow();
    expect(() => confidenceColor(-1)).toThrow();
  });
  it("unknown property types are labelled 'Error'", () => {
    expect(PROPERTY_TYPES).toHaveLength(8);
    expect(propertyTypeLabel('Condo')).toBe('Condo');
    expect(propertyTypeLabel('Castle')).toBe('Error');
    expect(propertyTypeLabel(null)).toBe('Error');
  });
  it("'loans' groups are displayed as 'legal entities'", () => {
    expect(entityGroupLabel('loans')).toBe('legal entities');
    expect(entityGroupLabel('borrower')).toBe('borrower');
  });
  it('report order of the External Data tab', () => {
    expect(REPORT_ORDER[0]).toBe('credit-plus');
    expect(reportOrderRank('clear')).toBe(8);
    expect(reportOrderRank('pfs')).toBe(9);
  });
  it('roles: admin lands on the dashboard, others on personal; unknown role renders Error', () => {
    expect(landingPathFor('admin')).toBe('/dashboard');
    expect(landingPathFor('broker')).toBe('/personal');
    expect(roleLabel('guest')).toBe('Error');
  });
  it('contract enumerations', () => {
    expect(CONTACT_TYPES).toContain('title-company');
    expect(CREDIT_BANDS).toEqual(['Below 650', '651-700', '701-750', '751+']);
    expect(Object.values(DISPLAY_FORMATS)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('scoring (002 §5)', () => {
  it("a rule needs variable, condition, value, points and sign ('Please fill all the fields')", () => {
    const result = scoringRuleFormSchema.safeParse({
      variable_id: 'v',
      condition: '>=',
      criteria: '',
      points: 5,
      sign: '+',
    });
    expect(result.error?.issues[0]?.message).toBe('Please fill all the fields');
    expect(
      scoringRuleFormSchema.parse({
        variable_id: 'v',
        condition: 'Contains',
        criteria: 'TX',
        points: '5',
        sign: '-',
      }).score,
    ).toBe(-5);
  });
  it("a variable needs a name and a parameter ('You have to fill all fields')", () => {
    const result = scoringVariableSchema.safeParse({
      group_id: 'g',
      name: '',
      math_function: 'sum',
      children: [],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'You have to fill all fields',
      'You have to fill all fields',
    ]);
  });
  it('operators', () => {
    expect(evaluateCondition(700, '>=', '650')).toBe(true);
    expect(evaluateCondition('Austin', 'Starts With', 'aus')).toBe(true);
    expect(evaluateCondition('Austin', 'Not Contains', 'dallas')).toBe(true);
    expect(evaluateCondition(3, '!=', 3)).toBe(false);
  });
});
