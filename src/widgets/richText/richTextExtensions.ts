/**
 * The editor's schema: StarterKit cut down to the stored subset (domain/richText.ts: paragraphs, bold,
 * italic, lists, line breaks, links) plus mentions in the shared markup. Whatever else is pasted is
 * dropped by the editor already; the server's sanitiser is still the guard.
 */
import type { AnyExtension } from "@tiptap/core";
import Mention from "@tiptap/extension-mention";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import type { SuggestionOptions } from "@tiptap/suggestion";
import {
  LINK_REL,
  LINK_TARGET,
  MENTION_CHAR,
  MENTION_CLASS,
  MENTION_TYPE,
  isAllowedHref,
  isMentionKind,
  mentionText,
  type MentionItem,
} from "../../../domain/richText";

/** A mention node with the shared markup's kind attribute (data-kind) beside id and label. */
const SharedMention = Mention.extend({
  name: MENTION_TYPE,
  addAttributes() {
    return {
      ...this.parent?.(),
      kind: {
        default: "user",
        parseHTML: (element: HTMLElement) => {
          const kind = element.getAttribute("data-kind");
          return isMentionKind(kind) ? kind : "user";
        },
        renderHTML: (attributes: { kind?: string }) => ({
          "data-kind": attributes.kind,
        }),
      },
      // The stored markup does not carry the trigger character: it is always "@".
      mentionSuggestionChar: { default: MENTION_CHAR, rendered: false },
    };
  },
});

export function richTextExtensions({
  placeholder,
  suggestion,
}: {
  placeholder?: string;
  suggestion: Omit<SuggestionOptions<MentionItem>, "editor">;
}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAllowedHref(url),
        shouldAutoLink: (url) => isAllowedHref(url),
        HTMLAttributes: { rel: LINK_REL, target: LINK_TARGET },
      },
    }),
    SharedMention.configure({
      HTMLAttributes: { class: MENTION_CLASS },
      renderText: ({ node }) => mentionText(String(node.attrs.label ?? "")),
      renderHTML: ({ options, node }) => [
        "span",
        options.HTMLAttributes,
        mentionText(String(node.attrs.label ?? node.attrs.id ?? "")),
      ],
      suggestion: { char: MENTION_CHAR, ...suggestion },
    }),
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
  ];
}
