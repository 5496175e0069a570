import type { ReactNode } from "react";
import { useState } from "react";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Box, IconButton, Tooltip } from "@mui/material";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import LinkIcon from "@mui/icons-material/Link";
import type { RichTextMessageKey } from "./messages";
import { LinkForm } from "./LinkForm";
import { useRichTextTranslate } from "./useRichTextTranslate";

/** What the buttons show as pressed, read on each transaction (TipTap does not re-render for it). */
function useActiveMarks(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
}

/** The shortcuts, shown in each button's tooltip ("Mod" is Ctrl, or ⌘ on a Mac). */
const SHORTCUTS: Partial<Record<RichTextMessageKey, string>> = {
  bold: "Ctrl+B",
  italic: "Ctrl+I",
  bulletList: "Ctrl+Shift+8",
  orderedList: "Ctrl+Shift+7",
  link: "Ctrl+K",
};

function ToolButton({
  name,
  pressed,
  disabled,
  onClick,
  children,
}: {
  name: RichTextMessageKey;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const t = useRichTextTranslate();
  const label = t(name);
  return (
    <Tooltip title={`${label} (${SHORTCUTS[name] ?? ""})`}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          color={pressed ? "primary" : "default"}
          // Keep the editor's selection: act on mouse down would lose it to the button's focus.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function RichTextToolbar({
  editor,
  disabled,
  linkOpen,
  onLinkOpen,
}: {
  editor: Editor;
  disabled: boolean;
  linkOpen: boolean;
  onLinkOpen: (open: boolean) => void;
}) {
  const t = useRichTextTranslate();
  const active = useActiveMarks(editor);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const chain = () => editor.chain().focus();
  return (
    <Box
      role="toolbar"
      aria-label={t("toolbar")}
      ref={setAnchor}
      sx={{
        display: "flex",
        gap: 0.5,
        borderBottom: 1,
        borderColor: "divider",
        p: 0.5,
      }}
    >
      <ToolButton
        name="bold"
        pressed={active.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        name="italic"
        pressed={active.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        name="bulletList"
        pressed={active.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        name="orderedList"
        pressed={active.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        name="link"
        pressed={active.link}
        disabled={disabled}
        onClick={() => onLinkOpen(true)}
      >
        <LinkIcon fontSize="small" />
      </ToolButton>
      {linkOpen && anchor ? (
        <LinkForm
          editor={editor}
          anchor={anchor}
          onClose={() => onLinkOpen(false)}
        />
      ) : null}
    </Box>
  );
}
