/**
 * react-admin's controllers notify failures with the error *message* only, so the toast cannot see
 * the HttpError. Every error this client raises records its §8 catalogue title here, keyed by the
 * final message, and the toast looks it up to show "title + message" (§8).
 */
const MAX_ENTRIES = 50;
const titles = new Map<string, string>();

export function rememberErrorTitle(message: string, title: string): void {
  titles.delete(message);
  titles.set(message, title);
  // Oldest first: a Map iterates in insertion order, so the first key is the stalest.
  if (titles.size > MAX_ENTRIES)
    titles.delete(titles.keys().next().value as string);
}

export function errorTitleFor(message: string): string | undefined {
  return titles.get(message);
}
