/**
 * The custom pages the module declarations list (domain/modules: each module's `pages` and
 * `pagesFolder`), mounted at their declared paths: a module's page needs no line in src/routes.tsx
 * or src/paths.ts (issue 23). Each page file is found by its name, as resources/<folder>/index.tsx
 * are, and loaded lazily: its own chunk, fetched the first time the page renders.
 */
import type { ComponentType } from "react";
import type { ModulePage } from "../../domain/modules/registry";
import { MODULE_PAGES } from "../../domain/modules/registry";
import { lazyNamed } from "./lazyNamed";

export interface PageRoute {
  path: string;
  Component: ComponentType;
}

type PageFile = Record<string, ComponentType>;

/**
 * Every page file of custom-pages/ (named <Name>Page.tsx); common/ holds the pages' shared frames
 * (AuthPage, AppPage…), which are parts of pages, not pages.
 */
const PAGE_FILES = import.meta.glob<PageFile>([
  "../../custom-pages/*/*Page.tsx",
  "!../../custom-pages/common/*",
]);

/** The lazy component of one declared page; a declared page without its file is a mistake. */
export function pageComponent(
  page: Pick<ModulePage, "folder" | "component">,
  files: Readonly<Record<string, () => Promise<PageFile>>> = PAGE_FILES,
): ComponentType {
  const file = `../../custom-pages/${page.folder}/${page.component}.tsx`;
  const load = files[file];
  if (!load) throw new Error(`${file.slice(6)} is missing`);
  return lazyNamed(load, page.component);
}

const routesOf = (publicOnes: boolean): PageRoute[] =>
  MODULE_PAGES.filter((page) => !!page.public === publicOnes).map((page) => ({
    path: page.path,
    Component: pageComponent(page),
  }));

/** Modules' pages open to anyone (§2 "Anyone"), outside the layout: the checkout. */
export const MODULE_PUBLIC_ROUTES: readonly PageRoute[] = routesOf(true);
/** Modules' signed-in pages, inside the layout: the dispatch board. */
export const MODULE_APP_ROUTES: readonly PageRoute[] = routesOf(false);
