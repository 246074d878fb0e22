import { DateInput, type DateInputProps } from '@mantine/dates';
import { dateStringToEpoch, epochToDateString } from '../utils/input-sanitizers';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: number | null | undefined;
  onChange: (epochSeconds: number | null) => void;
};

// 002 §5: dates are required, valid and from 1900 on; the wire carries epoch seconds.
const MIN_DATE = '1900-01-01';

export const DateField = ({ value, onChange, ...props }: Props) => (
  <DateInput
    valueFormat="MM/DD/YYYY"
    placeholder="MM/DD/YYYY"
    minDate={MIN_DATE}
    maxDate="2100-12-31"
    clearable
    {...props}
    value={epochToDateString(value)}
    onChange={(next) => onChange(dateStringToEpoch(next))}
  />
);
