/**
 * The one server-side sanitiser of stored rich text (issue 25), on sanitize-html: a maintained,
 * DOM-free allow-list sanitiser (htmlparser2), so the API needs no jsdom. The allowed subset and the
 * mention markup are domain/richText.ts's, shared with the editor and the client view.
 */
import sanitizeHtml from "sanitize-html";
import type { Attributes, IOptions, Tag, Transformer } from "sanitize-html";
import {
  LINK_REL,
  LINK_SCHEMES,
  LINK_TARGET,
  MENTION_CLASS,
  MENTION_LABEL_MAX,
  MENTION_TYPE,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  isAllowedHref,
  isMentionId,
  isMentionKind,
  mentionText,
  type MentionedIds,
} from "../../domain/richText";

/**
 * Renaming an element to no name drops the element and keeps its text (no allow-list holds ""). Not
 * a made-up name: sanitize-html 2.18 remembers a renamed element's name for the next closing tag at
 * its depth when the element itself was dropped, so the <b> after an unwrapped span closed as that
 * name and stayed open; an empty name is never used for a closing tag.
 */
const UNWRAP = "";

/**
 * Elements dropped with everything inside them: sanitize-html's own list (script, style, textarea,
 * option, xmp) plus the ones whose content is markup or fallback, never prose.
 */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "xmp",
  "noscript",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "template",
  "title",
  "head",
  "noembed",
  "noframes",
  "svg",
  "math",
  "select",
];

/** A link keeps only an allowed href, with rel and target forced; without one it becomes its text. */
function transformLink(_tagName: string, attribs: Attributes): Tag {
  const href = attribs.href?.trim();
  if (!href || !isAllowedHref(href)) return { tagName: UNWRAP, attribs: {} };
  return {
    tagName: "a",
    attribs: { href, rel: LINK_REL, target: LINK_TARGET },
  };
}

interface MentionAttributes {
  id: string;
  kind: "user" | "workspace";
  label: string;
}

function mentionOf(attribs: Attributes): MentionAttributes | null {
  const { "data-type": type, "data-id": id, "data-kind": kind } = attribs;
  if (type !== MENTION_TYPE || !isMentionId(id)) return null;
  // Markup from before the kind existed, or an editor that left it out, mentions a user.
  const mentionKind = kind === undefined ? "user" : kind;
  if (!isMentionKind(mentionKind)) return null;
  const label = (attribs["data-label"] ?? "")
    .trim()
    .slice(0, MENTION_LABEL_MAX);
  return { id, kind: mentionKind, label: label || id };
}

/** A span survives only as a well-formed mention, its text rewritten to "@label". */
function transformSpan(_tagName: string, attribs: Attributes): Tag {
  const mention = mentionOf(attribs);
  if (!mention) return { tagName: UNWRAP, attribs: {} };
  return {
    tagName: "span",
    attribs: {
      "data-type": MENTION_TYPE,
      class: MENTION_CLASS,
      "data-kind": mention.kind,
      "data-id": mention.id,
      "data-label": mention.label,
    },
    text: mentionText(mention.label),
  };
}

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: [...RICH_TEXT_ATTRIBUTES.a],
    span: [...RICH_TEXT_ATTRIBUTES.span],
  },
  allowedClasses: { span: [MENTION_CLASS] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  // Deeply nested markup is a denial-of-service tool, never prose.
  nestingLimit: 20,
  transformTags: { a: transformLink, span: transformSpan },
};

/** The stored form of any rich text: the allowed subset only (spec: links http, https, mailto). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** sanitize-html escapes text with these five; plain text wants the characters back. */
function decodeEscapes(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/**
 * The text of a rich text, for notifications and emails (spec §5: paragraph tags stripped): blocks
 * and line breaks become new lines, list items start with "- ", a mention is "@Name", links keep
 * their text. It is sanitised first, so nothing a script could use survives even as text.
 */
export function richTextToPlain(html: string): string {
  const clean = sanitizeRichText(html)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li>/gi, "- ")
    .replace(/<\/(p|li)>/gi, "\n");
  const text = sanitizeHtml(clean, {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEscapes(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/**
 * The users and workspaces a rich text mentions (each id once, in order of appearance), read from the
 * sanitised markup so a malformed span mentions no one.
 */
export function mentionsIn(html: string): MentionedIds {
  const found: MentionedIds = { userIds: [], workspaceIds: [] };
  const collect: Transformer = (tagName, attribs) => {
    const mention = mentionOf(attribs);
    if (mention) {
      const list = mention.kind === "user" ? found.userIds : found.workspaceIds;
      if (!list.includes(mention.id)) list.push(mention.id);
    }
    return { tagName, attribs };
  };
  sanitizeHtml(html, { ...OPTIONS, transformTags: { span: collect } });
  return found;
}
