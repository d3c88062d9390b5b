/**
 * Height choices: 49 options, one per inch from 4 ft 0 in to 8 ft 0 in. The value is in
 * centimetres (inches × 2.54, rounded); the label shows both, e.g. `5'6" (168 cm)`.
 */
export interface HeightOption {
  value: number;
  label: string;
}

const MIN_INCHES = 48;
const MAX_INCHES = 96;

export const HEIGHT_OPTIONS: readonly HeightOption[] = Array.from({ length: MAX_INCHES - MIN_INCHES + 1 }, (_, i) => {
  const inches = MIN_INCHES + i;
  const value = Math.round(inches * 2.54);
  return { value, label: `${Math.floor(inches / 12)}'${inches % 12}" (${value} cm)` };
});

export const HEIGHT_MIN_CM = 122;
export const HEIGHT_MAX_CM = 244;

/** The label of the option nearest to `cm` (the lower one on a tie); out-of-range heights get the first or last. */
export function heightLabel(cm: number): string {
  return HEIGHT_OPTIONS.reduce((nearest, option) =>
    Math.abs(option.value - cm) < Math.abs(nearest.value - cm) ? option : nearest,
  ).label;
}
