/**
 * The English words of the unread mentions panel of the home page (issue 29), registered under
 * pages.home.panels.mentions.* by the home page's catalogue; the panels read them
 * through useMentionsPanelTranslate.
 */

export const MENTIONS_PANEL = "pages.home.panels.mentions";

export const mentionsPanelMessages = {
  title: "Unread mentions",
  loading: "Loading your mentions…",
  failed: "Your mentions could not be loaded. Try again shortly.",
  empty: "No unread mentions.",
  all: "All notifications",
  more: "%{total} unread mentions in all",
} as const;

export type MentionsPanelKey = keyof typeof mentionsPanelMessages;
