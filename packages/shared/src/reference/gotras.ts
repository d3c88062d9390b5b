/**
 * The gotras members pick from: those common among Hindu families of Bihar and Uttar Pradesh, alphabetical, each with
 * the other spellings families write it with. A member whose gotra is not here picks "Other" and types it.
 *
 * An operator running Samaj for another community replaces this list (keep the shape: `name`, `spellings`) and
 * rebuilds; gotras already saved stay as they are (one no longer listed shows as typed text), and the gotra rules
 * compare names whatever the list holds.
 */
export interface GotraEntry {
  name: string;
  /** Other spellings of the same gotra: saved as `name`, so that the gotra rules see them as one. */
  spellings: readonly string[];
}

export const GOTRA_ENTRIES: readonly GotraEntry[] = [
  { name: 'Agastya', spellings: ['Agasti', 'Agasthya'] },
  { name: 'Angiras', spellings: ['Angirasa', 'Angira'] },
  { name: 'Atri', spellings: ['Atreya', 'Attri'] },
  { name: 'Bharadwaj', spellings: ['Bhardwaj', 'Bharadvaj', 'Bharadwaja', 'Bhardwaja'] },
  { name: 'Bhargava', spellings: ['Bhargav'] },
  { name: 'Chandratreya', spellings: ['Chandratrey'] },
  { name: 'Dhananjay', spellings: ['Dhananjaya'] },
  { name: 'Garg', spellings: ['Garga', 'Gargya'] },
  { name: 'Gautam', spellings: ['Gautama', 'Gotam'] },
  { name: 'Harit', spellings: ['Harita'] },
  { name: 'Jamadagni', spellings: ['Jamdagni'] },
  { name: 'Kapil', spellings: ['Kapila'] },
  { name: 'Kashyap', spellings: ['Kashyapa', 'Kasyap', 'Kasyapa', 'Kashyab'] },
  { name: 'Katyayan', spellings: ['Katyayana'] },
  { name: 'Kaundinya', spellings: ['Kaundilya', 'Kondinya'] },
  { name: 'Kaushal', spellings: ['Kaushalya'] },
  { name: 'Kaushik', spellings: ['Kaushika', 'Koushik'] },
  { name: 'Krishnatreya', spellings: ['Krishnatrey'] },
  { name: 'Kutsa', spellings: ['Kutsya'] },
  { name: 'Mudgal', spellings: ['Maudgalya', 'Mudgala'] },
  { name: 'Parashar', spellings: ['Parasar', 'Parashara', 'Prashar'] },
  { name: 'Sankrit', spellings: ['Sankritya', 'Sankriti'] },
  { name: 'Savarna', spellings: ['Sawarna', 'Savarn'] },
  { name: 'Shandilya', spellings: ['Sandilya', 'Shandily', 'Sandily'] },
  { name: 'Shaunak', spellings: ['Shaunaka', 'Saunak'] },
  { name: 'Upamanyu', spellings: ['Upmanyu'] },
  { name: 'Vashishtha', spellings: ['Vashisht', 'Vasishtha', 'Vashishth', 'Vasisth', 'Vasistha'] },
  { name: 'Vatsa', spellings: ['Vats', 'Vatsya', 'Vatsyayan'] },
  { name: 'Vishnuvriddha', spellings: ['Vishnuvridh'] },
  { name: 'Vishwamitra', spellings: ['Vishvamitra', 'Viswamitra'] },
];

/** The names to pick from, then "Other" (type it). */
export const GOTRAS: readonly string[] = [...GOTRA_ENTRIES.map((entry) => entry.name), 'Other'];

const byLowerName = new Map(
  GOTRA_ENTRIES.flatMap((entry) =>
    [entry.name, ...entry.spellings].map((spelling) => [spelling.toLowerCase(), entry.name]),
  ),
);

/**
 * A gotra as saved: spaces tidied, and a listed gotra (or another spelling of it, in any case) as the list names it.
 * A gotra not in the list is kept as typed.
 */
export function canonicalGotra(typed: string): string {
  const tidy = typed.trim().replace(/\s+/g, ' ');
  return byLowerName.get(tidy.toLowerCase()) ?? tidy;
}
