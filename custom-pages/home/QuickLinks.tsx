import {
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
} from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import type { MenuEntry, MenuItem } from "../../domain/navigation";
import { isMenuGroup } from "../../domain/navigation";

interface QuickLinksProps {
  /** The user's visible menu (domain visibleMenu), so home never offers a link the menu hides. */
  menu: readonly MenuEntry[];
}

function QuickLink({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  return (
    <ListItemButton component={LinkBase} to={item.path}>
      <ListItemText primary={translate(`app.menu.${item.key}`)} />
    </ListItemButton>
  );
}

/** Home's shortcuts: the side menu's entries, top-level first, then one section per group. */
export function QuickLinks({ menu }: QuickLinksProps) {
  const translate = useTranslate();
  const singles = menu.filter(
    (e): e is MenuItem => !isMenuGroup(e) && e.path !== "/",
  );
  const groups = menu.filter(isMenuGroup);
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={translate("pages.home.quickLinks")}
    >
      <List
        dense
        subheader={
          <ListSubheader>{translate("pages.home.quickLinks")}</ListSubheader>
        }
      >
        {singles.map((item) => (
          <QuickLink key={item.key} item={item} />
        ))}
      </List>
      {groups.map((group) => (
        <List
          key={group.key}
          dense
          subheader={
            <ListSubheader>{translate(`app.menu.${group.key}`)}</ListSubheader>
          }
        >
          {group.items.map((item) => (
            <QuickLink key={item.key} item={item} />
          ))}
        </List>
      ))}
    </Paper>
  );
}
