/**
 * English messages of the transport reports page's own additions (pages.reports.*), found through
 * the module's pagesFolder; the page's other text is transport.reports.* (src/i18n/en/transport).
 */
export const messages = {
  analyticsLink: "More reports, for every facility and driver, in Analytics",
};
