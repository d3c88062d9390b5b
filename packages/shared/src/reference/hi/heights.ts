/** Heights in Hindi, e.g. "5 फ़ुट 6 इंच (168 सेमी)", for every option of ../heights.ts, keyed by its centimetres. */
import { HEIGHT_OPTIONS } from '../heights.ts';
import type { HindiTable } from './table.ts';

const CM_PER_INCH = 2.54;

function feetAndInches(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  const feet = `${Math.floor(inches / 12)} फ़ुट`;
  return inches % 12 === 0 ? feet : `${feet} ${inches % 12} इंच`;
}

export const HEIGHTS_HI: HindiTable = Object.fromEntries(
  HEIGHT_OPTIONS.map(({ value }) => [String(value), `${feetAndInches(value)} (${value} सेमी)`]),
);
