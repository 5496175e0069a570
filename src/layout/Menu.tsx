import { Menu as RaMenu, useLocation, useTranslate } from "react-admin";
import { isMenuGroup, visibleMenu } from "../../domain/navigation";
import { useFeatures } from "../features/useFeatures";
import { useSession } from "../session/useSession";
import { MenuGroupItem } from "./MenuGroupItem";
import { SectionLink } from "./SectionLink";

/**
 * The side menu of §2, built from domain/navigation.ts: only the entries whose gates pass for the
 * signed-in user and the current feature toggles; groups appear when one of their items does.
 */
export function Menu() {
  const translate = useTranslate();
  const session = useSession();
  const { features } = useFeatures();
  const entries = visibleMenu(session?.user ?? null, features);
  const { pathname } = useLocation();

  return (
    <nav aria-label={translate("app.menu.label")}>
      <RaMenu>
        {entries.map((entry) => {
          if (isMenuGroup(entry))
            return <MenuGroupItem key={entry.key} group={entry} />;
          return (
            <SectionLink
              key={entry.key}
              path={entry.path}
              menuKey={entry.key}
              pathname={pathname}
            />
          );
        })}
      </RaMenu>
    </nav>
  );
}
