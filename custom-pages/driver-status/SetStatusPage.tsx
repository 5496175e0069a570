import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { AppPage } from "../common/AppPage";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { PATHS } from "../../src/paths";
import { SetStatusForm } from "./SetStatusForm";

const T = "transport.driverStatus.setStatus";

/**
 * /driver/set-status (§2, drivers only; the route gate is in domain/routeAccess.ts): where a driver
 * goes online. An account without a driver record is told why it cannot, and no position is asked.
 */
export function SetStatusPage() {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const driverId = user?.driverDetail?.driverId ?? null;
  return (
    <AppPage titleKey={`${T}.title`}>
      {driverId ? (
        <SetStatusForm driverId={driverId} />
      ) : (
        <Alert severity="info">{translate(`${T}.noDriverRecord`)}</Alert>
      )}
    </AppPage>
  );
}
SetStatusPage.path = PATHS.setStatus;
