import { TextInput, type TextInputProps } from '@mantine/core';
import { BLOCKED_PHONE_KEYS, phoneDigits } from '../utils/input-sanitizers';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onChange: (digits: string) => void;
};

/** 002 §5: a 10-digit US phone; the keys e, E, + and - are blocked, pasted text keeps its digits. */
export const PhoneField = ({ value, onChange, ...props }: Props) => (
  <TextInput
    type="tel"
    inputMode="numeric"
    leftSection="+1"
    placeholder="2025550143"
    {...props}
    value={value}
    onKeyDown={(event) => {
      if (BLOCKED_PHONE_KEYS.includes(event.key)) event.preventDefault();
    }}
    onChange={(event) => onChange(phoneDigits(event.currentTarget.value))}
  />
);
