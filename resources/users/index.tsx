import PeopleIcon from "@mui/icons-material/People";
import { displayName } from "../../domain/users";
import { UserCreate } from "./UserCreate";
import { UserEdit } from "./UserEdit";
import { UserList } from "./UserList";
import type { UserRow } from "./userModel";

export { USERS_RESOURCE, userEditPath } from "./userPaths";

/** Mounted by src/routing/resourceRoutes.tsx, which puts the edit screen at upsert/:id (§2). */
export default {
  list: UserList,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRow) => displayName(record),
  edit: UserEdit,
};
