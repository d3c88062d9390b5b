import type { ComponentProps } from 'react';
import { NativeSelect } from '../native-select';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** Plain strings are their own label. */
  options: readonly (string | SelectOption)[];
  /** A first, empty choice ("Choose your height", "Not given"): choosing it gives ''. */
  placeholder?: string;
}

/** The phone's own picker over a fixed list, with an empty first choice when there is a placeholder. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <NativeSelect {...props}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </NativeSelect>
  );
}
