import { UserCreate } from "./UserCreate";
import { UserEdit } from "./UserEdit";
import { UserList } from "./UserList";
import { recordRepresentation } from "./representation";

/** Mounted by src/routing/resourceRoutes.tsx, which puts the edit screen at upsert/:id (§2). */
export default {
  list: UserList,
  recordRepresentation,
  create: UserCreate,
  edit: UserEdit,
};
