/**
 * A react-admin input for a rich-text field, on TipTap: paragraphs, bold, italic, lists, links and
 * "@" mentions, written as the shared markup of domain/richText.ts. The form value is the editor's
 * HTML ("" when empty); the server sanitises it again before storing it (server/richText).
 *
 * Heavy (ProseMirror): pages import LazyRichTextInput, never this file.
 */
import type { ReactNode } from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import { Box, FormControl, FormHelperText, FormLabel } from "@mui/material";
import type { InputProps } from "react-admin";
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslateLabel,
} from "react-admin";
import { MENTION_CLASS } from "../../../domain/richText";
import { MentionMenu } from "./MentionMenu";
import { RichTextToolbar } from "./RichTextToolbar";
import { richTextExtensions } from "./richTextExtensions";
import { useMentionMenu, type LoadMentions } from "./useMentionMenu";

export type RichTextInputProps = Pick<
  InputProps,
  "source" | "validate" | "defaultValue" | "disabled"
> & {
  /** An i18n key; defaults to resources.<resource>.fields.<source>. */
  label?: string;
  helperText?: ReactNode;
  placeholder?: string;
  /** The people and workspaces "@" offers (discussions: /discussions/mentionable). None: no mentions. */
  loadMentions?: LoadMentions;
  /** The editing area's minimum height, in theme spacing units. */
  minRows?: number;
};

export function RichTextInput({
  label,
  helperText,
  placeholder,
  loadMentions,
  minRows = 4,
  ...props
}: RichTextInputProps) {
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const { id, field, fieldState, isRequired } = useInput(props);
  const { menu, suggestion } = useMentionMenu(loadMentions);
  const [linkOpen, setLinkOpen] = useState(false);
  const disabled = !!props.disabled;
  const ariaLabel = String(
    translateLabel({ label, source: props.source, resource }),
  );
  // What the editor last wrote to the form: a different value came from outside (a reset).
  const initial = typeof field.value === "string" ? field.value : "";
  const written = useRef<string>(initial);
  const onChange = useRef(field.onChange);
  useEffect(() => {
    onChange.current = field.onChange;
  });
  const extensions = useMemo(
    () => richTextExtensions({ placeholder, suggestion }),
    [placeholder, suggestion],
  );

  const editor = useEditor({
    extensions,
    // Read once, when the editor is made; later values come in through the effect below.
    content: initial,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": ariaLabel,
        "aria-invalid": fieldState.invalid ? "true" : "false",
        ...(isRequired ? { "aria-required": "true" } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (
          (event.ctrlKey || event.metaKey) &&
          event.key.toLowerCase() === "k"
        ) {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? "" : e.getHTML();
      written.current = html;
      onChange.current(html);
    },
    onBlur: () => field.onBlur(),
  });

  useEffect(() => {
    const value = typeof field.value === "string" ? field.value : "";
    if (!editor || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, field.value]);

  useEffect(() => {
    // Without emitting an update: one here wrote the editor's own HTML for the value back to the form
    // (a list item's text inside a <p>) each time this ran, as when a lazy part of the page suspended
    // and showed the editor again, so an untouched form was "dirty" and asked before leaving.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const errorText = fieldState.error?.message;
  return (
    <FormControl
      fullWidth
      error={fieldState.invalid}
      disabled={disabled}
      sx={{ mb: 1 }}
    >
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        <FieldTitle
          label={label}
          source={props.source}
          resource={resource}
          isRequired={isRequired}
        />
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: fieldState.invalid ? "error.main" : "divider",
          borderRadius: 1,
          "&:focus-within": { borderColor: "primary.main" },
          "& .ProseMirror": {
            minHeight: (theme) => theme.spacing(minRows * 3),
            px: 1.5,
            py: 1,
            outline: "none",
          },
          "& .ProseMirror p": { my: 0.5 },
          [`& .${MENTION_CLASS}`]: { color: "primary.main", fontWeight: 500 },
          "& .ProseMirror p.is-editor-empty:first-of-type::before": {
            content: "attr(data-placeholder)",
            color: "text.disabled",
            float: "left",
            height: 0,
            pointerEvents: "none",
          },
        }}
      >
        {editor ? (
          <RichTextToolbar
            editor={editor}
            disabled={disabled}
            linkOpen={linkOpen}
            onLinkOpen={setLinkOpen}
          />
        ) : null}
        <EditorContent editor={editor} />
      </Box>
      {menu ? <MentionMenu menu={menu} /> : null}
      <FormHelperText>
        <InputHelperText
          error={errorText}
          helperText={helperText as string | undefined}
        />
      </FormHelperText>
    </FormControl>
  );
}
