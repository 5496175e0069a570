import { lazyNamed } from "../../src/routing/lazyNamed";
import { TripList } from "./TripList";
import { recordRepresentation } from "./representation";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at /trips/all; create, upsert/:id, :id,
 * documents/:id and management/:id under /trip (§2). The list comes with this folder's chunk (the
 * trips menu opens it); the other screens, with their forms, maps and signature pad, are chunks of
 * their own loaded on first visit, so the list does not wait for them.
 */
export default {
  list: TripList,
  recordRepresentation,
  create: lazyNamed(() => import("./TripCreate"), "TripCreate"),
  edit: lazyNamed(() => import("./TripEdit"), "TripEdit"),
  show: lazyNamed(() => import("./TripShow"), "TripShow"),
  pages: {
    "documents/:id": lazyNamed(
      () => import("./TripDocumentsPage"),
      "TripDocumentsPage",
    ),
    "management/:id": lazyNamed(
      () => import("./TripManagementPage"),
      "TripManagementPage",
    ),
  },
};
