/**
 * Deterministic randomness for generated data (mulberry32 with helpers): the same seed always gives the same
 * members, profiles and demo feed. Good enough to make data look varied, never for anything secret.
 */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number in [0, 1). */
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (probability: number) => next() < probability,
    /** One value, each as likely as its weight. */
    weighted: <T>(choices: ReadonlyArray<readonly [T, number]>): T => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let remaining = next() * total;
      for (const [value, weight] of choices) {
        remaining -= weight;
        if (remaining < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
    /** `count` distinct values in random order (a partial Fisher–Yates shuffle of a copy). */
    sample: <T>(values: readonly T[], count: number): T[] => {
      const pool = [...values];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [pool[index], pool[other]] = [pool[other]!, pool[index]!];
      }
      return pool.slice(0, count);
    },
    /** A normal draw (Box–Muller). */
    normal: (mean: number, deviation: number) =>
      mean + deviation * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

export type Random = ReturnType<typeof randomSource>;
