import { MenuItemLink, MenuItemLinkClasses } from "react-admin";
import { menuIcon } from "./menuIcons";
import { isCurrentSection } from "./menuSection";

interface SectionLinkProps {
  path: string;
  /** i18n key under app.menu, and the icon's key. */
  menuKey: string;
  pathname: string;
}

/**
 * A menu entry that is highlighted on its whole section: react-admin marks a link active only below
 * its own path, but a module's record pages (/admin/transport/vehicle/7) sit beside its list
 * (/admin/transport/vehicles).
 */
export function SectionLink({ path, menuKey, pathname }: SectionLinkProps) {
  const current = isCurrentSection(pathname, path);
  return (
    <MenuItemLink
      to={path}
      primaryText={`app.menu.${menuKey}`}
      leftIcon={menuIcon(menuKey)}
      className={current ? MenuItemLinkClasses.active : undefined}
      aria-current={current ? "page" : undefined}
    />
  );
}
