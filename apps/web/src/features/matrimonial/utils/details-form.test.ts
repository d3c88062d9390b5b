import { describe, expect, it } from 'vitest';
import { numberOrNull, textOrNull } from '@/components/ui/form/field';
import { detailsBodyOf, detailsFormSchema, detailsFormValues } from './details-form';

const issuesOf = (values: unknown) => {
  const result = detailsFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('the matrimonial details form', () => {
  it('lets a new, empty profile be saved as it is (the checklist then says what is missing)', () => {
    expect(issuesOf(detailsFormValues(null))).toEqual([]);
  });

  it('checks the values as the body they become, with the messages under the form’s own fields', () => {
    const values = detailsFormValues(null);
    values.weight = 5;
    values.siblings = [{ relation: 'ELDER_BROTHER', name: 'x'.repeat(81), maritalStatus: null, occupation: '' }];
    expect(issuesOf(values)).toEqual([
      { path: ['weight'], message: expect.stringMatching(/^Weight must be at least/) },
      { path: ['siblings', 0, 'name'], message: expect.any(String) },
    ]);
  });

  it('sends blank text as null', () => {
    const values = { ...detailsFormValues(null), caste: '  ', gotra: ' Kashyap ' };
    expect(detailsBodyOf(values)).toMatchObject({ caste: null, gotra: 'Kashyap' });
  });

  it('reads pickers: the empty first choice is null, a number stays a number', () => {
    expect([numberOrNull(''), numberOrNull('163'), numberOrNull(null)]).toEqual([null, 163, null]);
    expect([textOrNull(''), textOrNull('Hindu')]).toEqual([null, 'Hindu']);
  });
});
