/** How other screens name a vehicle before this folder's screens load (read eagerly). */
export { vehicleLabel as recordRepresentation } from "./vehicleModel";
