import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from '@lending/domain';

// US dollars with thousands separators; missing values show 'N/A' (spec 000 §8, §9).
export { formatMoney };

export const Money = ({ value, ...props }: { value: number | null | undefined } & TextProps) => (
  <Text span {...props}>
    {formatMoney(value)}
  </Text>
);
