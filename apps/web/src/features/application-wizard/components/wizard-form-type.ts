import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../utils/wizard-values';

export type WizardForm = UseFormReturnType<WizardValues>;
