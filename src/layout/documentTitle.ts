import { useEffect } from "react";
import { useLocation, useTranslate } from "react-admin";
import { CLIENT_MODULES } from "../../domain/modules/registry";
import { pathUnder } from "../../domain/routeAccess";

type Translate = ReturnType<typeof useTranslate>;

/** "Vehicles · NEMT Portal": every tab title has the same shape, custom page or resource. */
export function formatDocumentTitle(translate: Translate, page: string) {
  const app = translate("app.title");
  // The landing page is titled after the app itself.
  return page === app ? app : translate("app.documentTitle", { page, app });
}

/**
 * The title of a resource route, from its module's declared i18n name: the list is the plural name,
 * the create screen react-admin's "Create <name>", every record page (show, upsert, documents…) the
 * singular name. Undefined off the resource routes: custom pages name themselves (usePageTitle).
 */
export function resourcePageTitle(
  translate: Translate,
  pathname: string,
): string | undefined {
  for (const m of CLIENT_MODULES) {
    const name = (count: number) =>
      translate(m.key("name"), { smart_count: count });
    if (pathname === m.paths.list) return name(2);
    if (pathname === m.paths.create)
      return translate("ra.page.create", { name: name(1) });
    if (pathUnder(pathname, `/${m.paths.base}`)) return name(1);
  }
  return undefined;
}

/** Sets the tab title of the resource routes, once for all of them (the signed-in shell). */
export function useResourceDocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const page = resourcePageTitle(translate, pathname);
  useEffect(() => {
    if (page !== undefined)
      document.title = formatDocumentTitle(translate, page);
  }, [page, translate]);
}
