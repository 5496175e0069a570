import type { FormEvent } from "react";
import { useState } from "react";
import type { Editor } from "@tiptap/react";
import { Box, Button, Popover, TextField } from "@mui/material";
import { isAllowedHref } from "../../../domain/richText";
import { useRichTextTranslate } from "./useRichTextTranslate";

/**
 * The link's address, for the selection or the link under the cursor. Only http, https and mailto
 * links are accepted (the server keeps no other); an empty address removes the link.
 */
export function LinkForm({
  editor,
  anchor,
  onClose,
}: {
  editor: Editor;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const t = useRichTextTranslate();
  const current =
    (editor.getAttributes("link").href as string | undefined) ?? "";
  const [href, setHref] = useState(current);
  const [invalid, setInvalid] = useState(false);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The form is inside the record's form: its submit must not reach it.
    event.stopPropagation();
    const value = href.trim();
    if (!value) return remove();
    if (!isAllowedHref(value)) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address is also the text.
      chain
        .insertContent({
          type: "text",
          text: value,
          marks: [{ type: "link", attrs: { href: value } }],
        })
        .run();
    } else chain.setLink({ href: value }).run();
    onClose();
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
    >
      <Box
        component="form"
        onSubmit={apply}
        sx={{ display: "flex", gap: 1, p: 1.5, alignItems: "flex-start" }}
      >
        <TextField
          autoFocus
          size="small"
          label={t("linkAddress")}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? t("linkInvalid") : undefined}
          slotProps={{ htmlInput: { inputMode: "url" } }}
        />
        <Button type="submit" variant="contained" size="small" sx={{ mt: 0.5 }}>
          {t("linkApply")}
        </Button>
        {current ? (
          <Button size="small" onClick={remove} sx={{ mt: 0.5 }}>
            {t("linkRemove")}
          </Button>
        ) : null}
      </Box>
    </Popover>
  );
}
