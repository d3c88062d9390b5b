import { Clock } from 'lucide-react';
import { shortDateTime, timeLeft } from '../utils/due';
import { Pill } from './pill';

/** The time left before a deadline; red once it has passed. */
export function DuePill({ dueAt, label }: { dueAt: string; label?: string }) {
  const left = timeLeft(dueAt);
  return (
    <Pill tone={left.overdue ? 'danger' : 'warning'}>
      <Clock aria-hidden />
      <span title={shortDateTime(dueAt)}>
        {label ? `${label}: ` : ''}
        {left.text}
      </span>
    </Pill>
  );
}
