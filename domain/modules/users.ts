import { PRIVILEGES as P } from "../privileges";
import { defineModule, SYSTEM_ADMIN as S } from "./defineModule";

const readUsers = { privileges: [P.modifyUsers, P.viewUsers] };
const modifyUsers = { privileges: [P.modifyUsers] };

/** User accounts (§2: admin/users, create, upsert/:userId). */
export const usersModule = defineModule({
  name: "admin/users",
  folder: "users",
  api: { prefix: "/users", idField: "userId", entity: "User" },
  access: { read: readUsers, write: modifyUsers },
  menu: [
    {
      key: "users",
      group: "systemAdmin",
      position: 6,
      gate: readUsers,
    },
  ],
  routeGates: { [`${S}/users`]: readUsers, [`${S}/user`]: modifyUsers },
});
