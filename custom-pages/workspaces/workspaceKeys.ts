/** The i18n namespace of the workspace pages (custom-pages/workspaces/messages.ts). */
export const K = "pages.workspaces";

/** The chip colour of each membership status. */
export const MEMBERSHIP_COLORS = {
  requested: "warning",
  approved: "success",
  rejected: "default",
} as const;
