import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoney, isMoneyText, parseMoney } from '../utils/input-sanitizers';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
};

/** 002 §5: digits and commas only, shown with thousands separators, stored as a plain number. */
export const MoneyField = ({ value, onChange, ...props }: Props) => (
  <TextInput
    inputMode="numeric"
    leftSection="$"
    {...props}
    value={formatMoney(value)}
    onChange={(event) => {
      const text = event.currentTarget.value;
      if (isMoneyText(text)) onChange(parseMoney(text));
    }}
  />
);
