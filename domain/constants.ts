/** Business constants and limits of spec §9. */
export const SUCCESS_STATUSES = [200, 201, 202] as const;
export const TOAST_TIMEOUT_MS = 3000;
export const SPINNER_DELAY_MS = 1000;
export const OFFLINE_REFRESH_DELAY_MS = 750;
export const MEMBER_LOOKUP = { pageNumber: 1, pageSize: 1000 } as const;
export const BOOKMARKS_MAX = 1000;
export const BOOKMARK_CACHE_MS = 3_600_000;
export const NOTIFICATION_FETCH_SIZE = 100;
export const SIDEBAR_OPEN_WIDTH = 280;
export const SIDEBAR_CLOSED_WIDTH = 28;
export const ICON_SIZES = [
  "xxxs",
  "xxs",
  "xs",
  "sm",
  "smd",
  "md",
  "lg",
  "xl",
] as const;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;
export const MENU_TYPEAHEAD_RESET_MS = 350;
/** The largest page a search accepts (member and bookmark look-ups ask for 1000). */
export const MAX_PAGE_SIZE = 1000;

/** §9 session storage: three keys. */
export const SESSION_KEYS = {
  token: "token",
  user: "user",
  disclaimerAcknowledged: "disclaimer-acknowledged",
} as const;

/** Money: dollars plus zero-padded cents (§9). */
export function formatMoney(dollars: number, cents: number): string {
  return `$${dollars}.${String(cents).padStart(2, "0")}`;
}

/** Amount paid: cents divided by 100 with 2 decimals (§9). */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
