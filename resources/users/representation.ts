/** How other screens name a user account before this folder's screens load (read eagerly). */
export { displayName as recordRepresentation } from "../../domain/users";
