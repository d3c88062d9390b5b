/**
 * A Hindi table: English value → its Hindi label, or `KEPT_IN_ENGLISH` where Hindi readers use the English form too
 * (abbreviations such as "B.Tech", "MBA"). A value missing from its table is a gap the completeness test reports; a
 * value marked `KEPT_IN_ENGLISH` was left in English on purpose.
 */
export const KEPT_IN_ENGLISH = null;

export type HindiTable = Readonly<Record<string, string | typeof KEPT_IN_ENGLISH>>;
