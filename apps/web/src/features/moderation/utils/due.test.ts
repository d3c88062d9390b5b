import { describe, expect, it } from 'vitest';
import { timeLeft } from './due';

const now = Date.parse('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('timeLeft', () => {
  it('says how long is left before the due time', () => {
    expect(timeLeft(at(3 * HOUR + 20 * 60 * 1000), now)).toEqual({ text: 'Due in 3 h 20 min', overdue: false });
    expect(timeLeft(at(15 * HOUR), now)).toEqual({ text: 'Due in 15 h', overdue: false });
    expect(timeLeft(at(5 * 24 * HOUR), now)).toEqual({ text: 'Due in 5 days', overdue: false });
    expect(timeLeft(at(30 * 1000), now)).toEqual({ text: 'Due in 1 min', overdue: false });
  });

  it('says by how much a deadline has passed', () => {
    expect(timeLeft(at(-2 * HOUR), now)).toEqual({ text: 'Overdue by 2 h', overdue: true });
    expect(timeLeft(at(0), now).overdue).toBe(true);
  });
});
