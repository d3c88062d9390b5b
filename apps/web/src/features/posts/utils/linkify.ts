/** http(s) links in typed text; a trailing full stop, comma or bracket belongs to the sentence, not the link. */
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits text into plain runs and links, so that links can be rendered as anchors and the rest as text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** "instagram.com" from "https://www.instagram.com/samaj" (the address itself if it cannot be read). */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
