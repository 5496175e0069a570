/**
 * The client's pass over stored rich text before it is drawn: the same allow-list as the server's
 * (domain/richText.ts), with DOMPurify (the browser's own parser). Stored text was sanitised on the
 * server already; this keeps a page safe from a row written before that, or by another path.
 */
import DOMPurify from "dompurify";
import {
  LINK_REL,
  LINK_TARGET,
  MENTION_CLASS,
  MENTION_TYPE,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  isAllowedHref,
  isMentionId,
  isMentionKind,
} from "../../../domain/richText";

const ALLOWED_ATTR = [
  ...new Set([...RICH_TEXT_ATTRIBUTES.a, ...RICH_TEXT_ATTRIBUTES.span]),
];

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance of our own, so its hooks never touch another caller's. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links: DOMPurify's own URI check runs first; this narrows it to http, https and mailto (an
  // ALLOWED_URI_REGEXP would also be applied to the mention's data attributes and drop them).
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      const href = node.getAttribute("href");
      if (href && isAllowedHref(href)) {
        node.setAttribute("rel", LINK_REL);
        node.setAttribute("target", LINK_TARGET);
      } else {
        for (const name of ["href", "rel", "target"])
          node.removeAttribute(name);
      }
    }
    if (node.nodeName === "SPAN") {
      const mention =
        node.getAttribute("data-type") === MENTION_TYPE &&
        isMentionId(node.getAttribute("data-id")) &&
        isMentionKind(node.getAttribute("data-kind") ?? "user");
      if (mention) node.setAttribute("class", MENTION_CLASS);
      else for (const name of ALLOWED_ATTR) node.removeAttribute(name);
    }
  });
  return purifier;
}

export function purifyRichText(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
