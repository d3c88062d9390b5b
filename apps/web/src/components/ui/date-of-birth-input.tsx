import { useState } from 'react';
import { MIN_MEMBER_AGE } from '@samaj/shared/constants';
import { NativeSelect } from '@/components/ui/native-select';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@/lib/i18n/format';

const OLDEST_AGE = 100;

export interface DateOfBirthInputProps {
  id: string;
  /** YYYY-MM-DD, or '' until day, month and year are all chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

interface Parts {
  day: string;
  month: string;
  year: string;
}

function split(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : { day: '', month: '', year: '' };
}

/** Day, month and year as three native pickers: quicker than scrolling a calendar back decades. */
export function DateOfBirthInput({ id, value, onChange, onBlur, invalid, describedBy }: DateOfBirthInputProps) {
  const [parts, setParts] = useState<Parts>(() => split(value));
  const [seenValue, setSeenValue] = useState(value);
  // A date set from outside (a form reset with saved values) replaces the pickers' choice.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value) setParts(split(value));
  }
  const latestYear = new Date().getFullYear() - MIN_MEMBER_AGE;
  const years = Array.from({ length: OLDEST_AGE - MIN_MEMBER_AGE + 1 }, (_, index) => String(latestYear - index));

  function update(patch: Partial<Parts>) {
    const next = { ...parts, ...patch };
    setParts(next);
    onChange(next.day && next.month && next.year ? `${next.year}-${next.month}-${next.day}` : '');
  }

  const { t } = useLingui();
  const months = Array.from({ length: 12 }, (_, index) => formatDate(new Date(2000, index, 1), 'month'));
  const common = { onBlur, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, required: true };

  return (
    <div className="grid grid-cols-[5rem_1fr_5.75rem] gap-2" role="group" aria-labelledby={`${id}-label`}>
      <NativeSelect
        id={id}
        aria-label={t`Day`}
        value={parts.day}
        onChange={(event) => update({ day: event.target.value })}
        {...common}
      >
        <option value="" disabled>
          {t`Day`}
        </option>
        {Array.from({ length: 31 }, (_, index) => {
          const day = String(index + 1).padStart(2, '0');
          return (
            <option key={day} value={day}>
              {index + 1}
            </option>
          );
        })}
      </NativeSelect>
      <NativeSelect
        aria-label={t`Month`}
        value={parts.month}
        onChange={(event) => update({ month: event.target.value })}
        {...common}
      >
        <option value="" disabled>
          {t`Month`}
        </option>
        {months.map((name, index) => (
          <option key={name} value={String(index + 1).padStart(2, '0')}>
            {name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t`Year`}
        value={parts.year}
        onChange={(event) => update({ year: event.target.value })}
        {...common}
      >
        <option value="" disabled>
          {t`Year`}
        </option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
