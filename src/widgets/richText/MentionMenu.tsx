import { useId } from "react";
import {
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from "@mui/material";
import type { MentionMenuState } from "./useMentionMenu";
import { useRichTextTranslate } from "./useRichTextTranslate";

/** The "@" suggestions: arrows move, Enter or Tab chooses, Escape closes (keys read by useMentionMenu). */
export function MentionMenu({ menu }: { menu: MentionMenuState }) {
  const t = useRichTextTranslate();
  const id = useId();
  if (menu.items.length === 0) {
    if (menu.loading) return null;
    return (
      <Paper variant="outlined" sx={{ px: 2, py: 1, mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {t("noMentions")}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 0.5, maxHeight: 240, overflow: "auto" }}
    >
      <List dense role="listbox" aria-label={t("mentions")} id={id}>
        {menu.items.map((item, index) => (
          <ListItemButton
            key={`${item.kind}:${item.id}`}
            role="option"
            aria-selected={index === menu.active}
            selected={index === menu.active}
            // Keep the editor's focus and selection: choose on mouse down, before the blur.
            onMouseDown={(event) => {
              event.preventDefault();
              menu.choose(item);
            }}
          >
            <ListItemText
              primary={item.label}
              secondary={item.kind === "workspace" ? t("workspace") : null}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
