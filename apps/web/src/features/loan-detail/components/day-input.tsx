import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';

type Props = Omit<DateInputProps, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (day: string | null) => void;
};

// Typed MM/DD/YYYY or picked from the calendar; the value is 'YYYY-MM-DD' (Mantine 8).
const parseUsDate = (input: string): string | null => {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

export const DayInput = ({ value, onChange, ...props }: Props) => (
  <DateInput
    valueFormat="MM/DD/YYYY"
    placeholder="MM/DD/YYYY"
    dateParser={parseUsDate}
    minDate="1900-01-01"
    maxDate="2100-12-31"
    value={value}
    onChange={onChange}
    popoverProps={{ withinPortal: true }}
    {...props}
  />
);
