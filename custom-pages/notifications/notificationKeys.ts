/** The i18n namespace of the notifications page (custom-pages/notifications/messages.ts). */
export const K = "pages.notifications";
