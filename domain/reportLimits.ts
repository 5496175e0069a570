/**
 * The reports' period limit, zod-free (./schemas/report.ts re-exports it): the i18n messages quote it
 * and load before every page's first render, where the schema library is not wanted (issue 13).
 */

/** The longest period a report covers: three years of days (a leap day included). */
export const MAX_REPORT_DAYS = 1096;
