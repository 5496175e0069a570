/** User display helpers, free of zod so the first page does not load the schema library. */

type Named =
  { firstName?: string | null; lastName?: string | null } | null | undefined;

/** §3: first and last name, or 'Unknown User' if either is missing. */
export function displayName(user: Named): string {
  if (!user?.firstName || !user?.lastName) return "Unknown User";
  return `${user.firstName} ${user.lastName}`;
}

/** Avatar initials, limited to 2 (§2). */
export function initials(user: Named): string {
  return [user?.firstName, user?.lastName]
    .map((s) => s?.trim()?.[0] ?? "")
    .join("")
    .toUpperCase()
    .slice(0, 2);
}
