import PeopleIcon from "@mui/icons-material/People";
import { Route } from "react-router-dom";
import { displayName } from "../../domain/users";
import { UserCreate } from "./UserCreate";
import { UserEdit } from "./UserEdit";
import { UserList } from "./UserList";
import type { UserRow } from "./userModel";
import { USER_UPSERT_ROUTE } from "./userPaths";

export { USERS_RESOURCE, userEditPath } from "./userPaths";

/**
 * Mount as <Resource name={USERS_RESOURCE} {...users} />. Edit lives at upsert/:id (§2), a child
 * route, instead of react-admin's default :id edit route.
 */
export default {
  list: UserList,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (record: UserRow) => displayName(record),
  children: <Route path={USER_UPSERT_ROUTE} element={<UserEdit />} />,
};
