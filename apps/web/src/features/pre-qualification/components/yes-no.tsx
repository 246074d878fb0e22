import { Group, Radio } from '@mantine/core';

type Props = {
  label: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  error?: React.ReactNode;
  withAsterisk?: boolean;
};

/** A yes/no question stored as a boolean. */
export const YesNo = ({ label, value, onChange, error, withAsterisk }: Props) => (
  <Radio.Group
    label={label}
    withAsterisk={withAsterisk}
    value={value === true ? 'yes' : value === false ? 'no' : ''}
    onChange={(next) => onChange(next === 'yes')}
    error={error}
  >
    <Group mt={4} gap="lg">
      <Radio value="yes" label="Yes" />
      <Radio value="no" label="No" />
    </Group>
  </Radio.Group>
);
