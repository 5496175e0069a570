/**
 * The English words of the home page's analytics panel frame (issue 29), registered under
 * pages.home.panels.analytics.* by the home page's catalogue and read through
 * useAnalyticsPanelTranslate. The tiles inside it are the dashboard's (pages.analytics.dashboard.today.*).
 */

export const ANALYTICS_PANELS = "pages.home.panels.analytics";

export const analyticsPanelMessages = {
  title: "Today",
  loading: "Loading today's figures…",
  failed: "Today's figures could not be loaded. Try again shortly.",
  dashboard: "Open the dashboard",
} as const;

export type AnalyticsPanelKey = keyof typeof analyticsPanelMessages;
