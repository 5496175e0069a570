import { Alert, AlertTitle } from "@mui/material";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { formatCountdown } from "./managementModel";

const N = tripsModule.key("management.noShow");

/**
 * The wait at the pick-up before a no-show may be recorded, counting down to `until` (from
 * noShowAvailableAt). The page re-renders every second while it shows, and the No-show button
 * takes its place when the wait is over.
 */
export function NoShowCountdown({
  until,
  now,
  waitMinutes,
}: {
  until: Date;
  now: Date;
  waitMinutes: number;
}) {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={<HourglassTopIcon />}>
      <AlertTitle>
        {/* Not announced on every tick (aria-live off): the hint says what the wait is for. */}
        <span role="timer" aria-live="off">
          {translate(`${N}.countdown`, {
            time: formatCountdown(until.getTime() - now.getTime()),
          })}
        </span>
      </AlertTitle>
      {translate(`${N}.countdownHint`, {
        minutes: waitMinutes,
      })}
    </Alert>
  );
}
