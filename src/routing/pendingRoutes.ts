/**
 * Routes of §2 whose modules are not built yet, gathered from the module declarations
 * (domain/modules: each pending module's `pending`). Each shows the shared "not available yet" page
 * under its module's title; guards still apply (a gated route refuses before saying "not yet").
 * When a module lands, its declaration drops `pending` and gains its folder.
 */
export type { PendingRoute } from "../../domain/modules/registry";
export {
  PENDING_PUBLIC_ROUTES,
  PENDING_ROUTES,
} from "../../domain/modules/registry";
