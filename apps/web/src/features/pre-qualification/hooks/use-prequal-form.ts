import { issuesByPath, prequalBorrowerIssues, prequalPropertyIssues, prequalSchema } from '@lending/domain';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  emptyProperty,
  initialPrequalValues,
  isPurchasePriceAsked,
  withPropertyType,
  type PrequalValues,
} from '../utils/prequal-values';

// The pre-qualification form (002 §2.1, §5). Step checks use the domain's own rule functions
// (the same ones prequalSchema and the server run), so the messages are the spec's.
export const usePrequalForm = () => {
  const form = useForm<PrequalValues>({
    mode: 'controlled',
    initialValues: initialPrequalValues(),
    validate: zod4Resolver(prequalSchema),
  });

  /** Errors of one step: 0 is the Borrower page, n the n-th property. */
  const stepErrors = (step: number, values: PrequalValues = form.getValues()): Record<string, string> =>
    step === 0
      ? issuesByPath(prequalBorrowerIssues(values))
      : issuesByPath(prequalPropertyIssues(values.properties[step - 1], step - 1));

  const validateStep = (step: number): boolean => {
    const errors = stepErrors(step);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const setBroker = (isBroker: boolean) => {
    form.setFieldValue('isBroker', isBroker);
    // 002 §2.1: turning the broker toggle off clears the broker fields.
    if (!isBroker) {
      form.setFieldValue('brokerName', { firstName: '', lastName: '' });
      form.setFieldValue('brokerEmail', '');
    }
    form.clearFieldError('borrowerEmail');
  };

  const setPurpose = (purpose: PrequalValues['purposeOfLoan']) => {
    form.setFieldValue('purposeOfLoan', purpose);
    // 002 §2.1: the purpose decides which fields apply; the others are cleared.
    if (purpose === 'Purchase') {
      form.setFieldValue('purchaseDate', null);
      form.setFieldValue('currentLoanBalance', null);
      form.setFieldValue('costSpentToDate', null);
    }
  };

  const setPurchaseDate = (purchaseDate: number | null) => {
    form.setFieldValue('purchaseDate', purchaseDate);
    if (!isPurchasePriceAsked({ purposeOfLoan: form.getValues().purposeOfLoan, purchaseDate })) {
      form.setFieldValue('purchasePrice', null);
      form.clearFieldError('purchasePrice');
    }
  };

  const setPropertyType = (index: number, propertyType: string) => {
    const property = form.getValues().properties[index];
    if (property) form.setFieldValue(`properties.${index}`, withPropertyType(property, propertyType));
    form.clearFieldError(`properties.${index}.propertyType`);
  };

  const setPropertyRequires = (index: number, requires: boolean) => {
    form.setFieldValue(`properties.${index}.propertyRequires`, requires);
    if (!requires) {
      form.setFieldValue(`properties.${index}.rehabBudgetHard`, null);
      form.setFieldValue(`properties.${index}.rehabBudgetSoft`, null);
      form.setFieldValue(`properties.${index}.rehabStarted`, null);
    }
  };

  const addProperty = () => form.insertListItem('properties', emptyProperty());
  const removeProperty = (index: number) => form.removeListItem('properties', index);

  return {
    form,
    stepErrors,
    validateStep,
    setBroker,
    setPurpose,
    setPurchaseDate,
    setPropertyType,
    setPropertyRequires,
    addProperty,
    removeProperty,
  };
};

export type PrequalFormApi = ReturnType<typeof usePrequalForm>;
