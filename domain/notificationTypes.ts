/**
 * Notification types both sides name (zod-free): the server writes them, the client filters on them
 * (the home page's unread mentions).
 */

/** A mention of the reader in a discussion post (issue 25). */
export const MENTION_NOTIFICATION_TYPE = "mention";
