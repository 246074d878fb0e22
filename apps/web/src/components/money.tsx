import { Text, type TextProps } from '@mantine/core';
import { messages } from '@lending/domain';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Formats US dollars with thousands separators; missing values show 'N/A' (spec 000 §8). */
export const formatMoney = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? messages.notAvailable : usd.format(value);

export const Money = ({ value, ...props }: { value: number | null | undefined } & TextProps) => (
  <Text span {...props}>
    {formatMoney(value)}
  </Text>
);
