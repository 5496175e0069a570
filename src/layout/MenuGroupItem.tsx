import {
  Collapse,
  List,
  ListItemIcon,
  MenuItem,
  Typography,
} from "@mui/material";
import { styled } from "@mui/material/styles";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import {
  useLocation,
  useSidebarState,
  useStore,
  useTranslate,
} from "react-admin";
import type { MenuGroup } from "../../domain/navigation";
import { menuIcon } from "./menuIcons";
import { isCurrentSection } from "./menuSection";
import { SectionLink } from "./SectionLink";

/** Looks like react-admin's menu items (same icon column and colour), plus a chevron. */
const GroupHeader = styled(MenuItem, { name: "AppMenuGroup" })(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  "& .MuiListItemIcon-root": { minWidth: theme.spacing(5) },
  "& .AppMenuGroup-chevron": { marginLeft: "auto" },
}));

const Items = styled(List, { name: "AppMenuGroupItems" })(({ theme }) => ({
  "&.open": { paddingLeft: theme.spacing(2) },
}));

/**
 * A collapsible menu group. It starts open when the current page is one of its items; the user's
 * choice is kept in the react-admin store afterwards.
 */
export function MenuGroupItem({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const containsCurrent = group.items.some((item) =>
    isCurrentSection(pathname, item.path),
  );
  const [open, setOpen] = useStore<boolean>(
    `menu.group.${group.key}`,
    containsCurrent,
  );
  const label = translate(`app.menu.${group.key}`);
  const listId = `menu-group-${group.key}`;

  return (
    <>
      <GroupHeader
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={translate(open ? "app.menu.collapse" : "app.menu.expand", {
          group: label,
        })}
      >
        <ListItemIcon>{menuIcon(group.key)}</ListItemIcon>
        <Typography variant="inherit" noWrap>
          {label}
        </Typography>
        {open ? (
          <ExpandLessIcon fontSize="small" className="AppMenuGroup-chevron" />
        ) : (
          <ExpandMoreIcon fontSize="small" className="AppMenuGroup-chevron" />
        )}
      </GroupHeader>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <Items
          id={listId}
          dense
          disablePadding
          className={sidebarOpen ? "open" : undefined}
        >
          {group.items.map((item) => (
            <SectionLink
              key={`${group.key}.${item.key}`}
              path={item.path}
              menuKey={item.key}
              pathname={pathname}
            />
          ))}
        </Items>
      </Collapse>
    </>
  );
}
