/**
 * The rich-text subset every stored rich text keeps, and the one mention markup, shared by the editor
 * (src/widgets/richText), the client view and the server's sanitiser (server/richText). No zod and no
 * parser here, so anything may import it cheaply.
 *
 * A mention is written as
 * `<span data-type="mention" class="mention" data-kind="user" data-id="<uuid>" data-label="Ann Lee">@Ann Lee</span>`.
 */

/** Tags a rich text may hold; everything else is dropped (its text kept, except scripts and the like). */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "b",
  "i",
  "ul",
  "ol",
  "li",
  "a",
  "span",
] as const;

/** Attributes per tag; a span keeps them only when it is a well-formed mention. */
export const RICH_TEXT_ATTRIBUTES = {
  a: ["href", "rel", "target"],
  span: ["data-type", "data-id", "data-kind", "data-label", "class"],
} as const;

/** A link's schemes: anything else (javascript:, data:, vbscript:, relative paths) loses its link. */
export const LINK_SCHEMES = ["http", "https", "mailto"] as const;
/** Forced on every stored link: it opens apart from the app and does not hand over the opener. */
export const LINK_REL = "noopener noreferrer nofollow";
export const LINK_TARGET = "_blank";

export const MENTION_TYPE = "mention";
export const MENTION_CLASS = "mention";
export const MENTION_CHAR = "@";
/** What can be mentioned: a user, or a workspace (it reaches its approved members). */
export const MENTION_KINDS = ["user", "workspace"] as const;
export type MentionKind = (typeof MENTION_KINDS)[number];

/** One suggestion of the editor's "@" list, and what a mention span stores. */
export interface MentionItem {
  id: string;
  label: string;
  kind: MentionKind;
}

/** The mentioned ids of a text, by kind: the shape of `POST /notifications/list`'s userIds/workspaceIds. */
export interface MentionedIds {
  userIds: string[];
  workspaceIds: string[];
}

/** Ids are UUIDs today; the pattern only keeps markup-breaking characters out of the attribute. */
const MENTION_ID = /^[A-Za-z0-9-]{1,64}$/;
export const MENTION_LABEL_MAX = 200;

export function isMentionKind(value: unknown): value is MentionKind {
  return (
    typeof value === "string" &&
    (MENTION_KINDS as readonly string[]).includes(value)
  );
}

export function isMentionId(value: unknown): value is string {
  return typeof value === "string" && MENTION_ID.test(value);
}

/**
 * Whether a link may be kept: an absolute http(s) or mailto URL. The value is the attribute as the
 * parser decoded it; control characters and spaces browsers ignore inside a scheme are removed first,
 * so "java\tscript:" or "&#x6A;avascript:" (decoded) cannot pass as something else.
 */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (!scheme || !(LINK_SCHEMES as readonly string[]).includes(scheme))
    return false;
  // "http:foo" or "https:/x" are not absolute links to a host.
  return scheme === "mailto" || /^https?:\/\/[^/\\\s]/i.test(compact);
}

/** The text a mention shows and plain text carries: "@Ann Lee". */
export function mentionText(label: string): string {
  return `${MENTION_CHAR}${label}`;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** The mention markup, for code that writes a mention without the editor (tests, seeds, imports). */
export function mentionHtml({ id, label, kind }: MentionItem): string {
  if (!isMentionId(id)) throw new Error(`Not a mention id: ${id}`);
  const safe = escapeAttribute(label.slice(0, MENTION_LABEL_MAX));
  return (
    `<span data-type="${MENTION_TYPE}" class="${MENTION_CLASS}" data-kind="${kind}"` +
    ` data-id="${id}" data-label="${safe}">${escapeAttribute(mentionText(label.slice(0, MENTION_LABEL_MAX)))}</span>`
  );
}

/** An editor's empty document ("<p></p>") or only blank paragraphs: treat as no text at all. */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (html.includes(`data-type="${MENTION_TYPE}"`)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text.length === 0;
}
