import { useState } from "react";
import { useCreate, useNavigate, useNotify } from "react-admin";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import type { Position } from "../../src/driver-status/driverStatusModel";
import {
  influenceBody,
  INFLUENCE_STATUS_RESOURCE,
  onlineBody,
  ONLINE_STATUS_RESOURCE,
} from "../../src/driver-status/driverStatusModel";

const N = "transport.driverStatus.notifications";

/**
 * Posts the influence record, then (only when the driver is not under the influence) the online
 * record, each with its §8 toast, and goes home. A driver under the influence is recorded as such
 * and stays offline: `refused` turns true.
 */
export function useGoOnline(driverId: string | null) {
  const [create] = useCreate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState(false);

  const submit = async (position: Position, underInfluence: boolean) => {
    if (!driverId || submitting) return;
    setSubmitting(true);
    setRefused(false);
    try {
      await create(
        INFLUENCE_STATUS_RESOURCE,
        { data: influenceBody(driverId, position, underInfluence) },
        { returnPromise: true },
      );
      notify(`${N}.influenceCreated`, { type: "success" });
      if (underInfluence) {
        setRefused(true);
        return;
      }
      await create(
        ONLINE_STATUS_RESOURCE,
        { data: onlineBody(driverId, position) },
        { returnPromise: true },
      );
      notify(`${N}.onlineCreated`, { type: "success" });
      navigate("/");
    } catch (e) {
      notifyError(e);
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting, refused };
}
