import type { ReactNode } from "react";
import { useLocation } from "react-admin";
import { pathAccess } from "../../domain/routeAccess";
import { useFeatures } from "../features/useFeatures";
import { Forbidden } from "../layout/Forbidden";
import { NotFound } from "../layout/NotFound";
import { DelayedSpinner } from "../layout/DelayedSpinner";
import { useSession } from "../session/useSession";

/**
 * Guards every page of the layout with §6's gates (domain/routeAccess.ts): a refused route shows the
 * 403 page, a module switched off shows "not found". Until the toggles arrive, only routes of a
 * toggled module wait; the others render at once.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const user = useSession()?.user ?? null;
  const { features, loaded } = useFeatures();

  const access = pathAccess(user, pathname, features, {
    ignoreFeatures: !loaded,
  });
  if (access === "forbidden") return <Forbidden />;
  if (!loaded && pathAccess(user, pathname, {}) === "notFound")
    return <DelayedSpinner />;
  if (access === "notFound") return <NotFound />;
  return <>{children}</>;
}
