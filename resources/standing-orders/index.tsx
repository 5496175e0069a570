import { recordRepresentation } from "./representation";
import { StandingOrderCreate } from "./StandingOrderCreate";
import { StandingOrderEdit } from "./StandingOrderEdit";
import { StandingOrderList } from "./StandingOrderList";

/** Mounted by src/routing/resourceRoutes.tsx from the standing-orders declaration. */
export default {
  list: StandingOrderList,
  create: StandingOrderCreate,
  edit: StandingOrderEdit,
  recordRepresentation,
};
