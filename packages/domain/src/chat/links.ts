/** A piece of a chat text: plain text, or a word that looks like a web address (spec §5). */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A word starting with http(s):// or www., or a bare domain with a known-looking TLD and an optional path.
const LINK =
  /\b(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|co|org|net|gov|edu|io|app|me|info|dev)(?:\/[^\s<>"]*)?)/giu;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]¿¡]+$/u;

/** Splits `text` into plain parts and links; a link without a scheme gets https:// as its href. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > 0 && /[@\w]/u.test(text[start - 1]!)) continue;
    const word = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    const href = /^https?:\/\//iu.test(word) ? word : `https://${word}`;
    parts.push({ kind: "link", text: word, href });
    last = start + word.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
