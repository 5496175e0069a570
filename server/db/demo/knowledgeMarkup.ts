/** Small builders for the knowledge demo's bodies, in the rich-text subset (domain/richText.ts). */

export const p = (text: string): string => `<p>${text}</p>`;

const items = (list: readonly string[]) =>
  list.map((item) => `<li>${item}</li>`).join("");

/** A bulleted list. */
export const ul = (...list: string[]): string => `<ul>${items(list)}</ul>`;

/** A numbered list: steps in order. */
export const ol = (...list: string[]): string => `<ol>${items(list)}</ol>`;

/** A paragraph opening with a bold lead-in, as the handbook writes its sub-headings. */
export const lead = (title: string, text = ""): string =>
  p(`<strong>${title}</strong>${text ? ` ${text}` : ""}`);

export const body = (...parts: string[]): string => parts.join("");
