/** How other screens name a driver before this folder's screens load (read eagerly). */
export { driverName as recordRepresentation } from "./driverModel";
