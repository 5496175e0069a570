/**
 * The editor's and the view's English text, for `app.widgets.richText` in src/i18n/en/app.ts (the
 * coordinator registers it there). The components pass each as the `_` default as well, so they read
 * right before the catalogue has it.
 */
export const richTextMessages = {
  toolbar: "Text formatting",
  bold: "Bold",
  italic: "Italic",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  link: "Link",
  linkAddress: "Link address",
  linkApply: "Apply",
  linkRemove: "Remove link",
  linkInvalid: "Use an http, https or mailto link.",
  mentions: "People and workspaces to mention",
  noMentions: "No one found",
  workspace: "Workspace",
  loading: "Loading the editor…",
} as const;

export type RichTextMessageKey = keyof typeof richTextMessages;
