import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../utils/wizard-values';

export type WizardForm = UseFormReturnType<WizardValues>;

/** A section that uploads files: the form, the application activity and whose personal area. */
export type UploadSectionProps = { form: WizardForm; activityId: string; userEmail: string | null };
