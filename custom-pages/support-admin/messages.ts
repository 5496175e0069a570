/**
 * English messages of the support staff's queue (pages.support-admin.*, issue 28). The words of a
 * status, category and priority, and the column names, are the support pages' (pages.support.*).
 */
export const messages = {
  title: "Support requests",
  listLabel: "Support requests",
  search: "Search",
  openStatuses: "Open (new, in progress, waiting)",
  loading: "Loading the requests…",
  failed: "The requests could not be loaded.",
  empty: "No request matches these filters.",
};
