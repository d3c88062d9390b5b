import type { MouseEvent } from 'react';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

export interface RemovableChipProps {
  label: string;
  onRemove: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean | undefined;
  /** A list item by default; a span where the chips sit inside another control (the tag input). */
  as?: 'li' | 'span';
}

/** A chosen value as a soft chip with a remove button named "Remove {label}". */
export function RemovableChip({ label, onRemove, disabled, as: Element = 'li' }: RemovableChipProps) {
  const { t } = useLingui();
  return (
    <Element className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-soft-foreground">
      <span className="truncate">{label}</span>
      <button
        type="button"
        disabled={disabled}
        onClick={onRemove}
        aria-label={t`Remove ${label}`}
        className="relative -my-1 grid size-8 shrink-0 place-items-center rounded-full after:absolute after:-inset-1.5 hover:bg-primary/10"
      >
        <X className="size-4" aria-hidden />
      </button>
    </Element>
  );
}
