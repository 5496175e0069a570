import { Navigate } from "react-router-dom";
import { tripPriceIndexPath } from "./bookingTypePages";

/** The bare list path opens the first booking type (Private / Community). */
export function TripPriceList() {
  return <Navigate to={tripPriceIndexPath("private")} replace />;
}
