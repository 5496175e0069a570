import { useCallback } from "react";
import type { EditProps, RaRecord, ShowProps } from "react-admin";
import { Edit, Show, useRedirect, useResourceContext } from "react-admin";
import { useNotifyError } from "../notifications/useNotifyError";

/**
 * What a record screen does when its record cannot be read (unknown id, no access): react-admin's
 * default toasts a generic "Element does not exist"; this shows the server's answer on the app's
 * one error path (§8 title + the server's message), then goes back to the list as react-admin does.
 */
function useRecordLoadError(): (error: unknown) => void {
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return useCallback(
    (error: unknown) => {
      notifyError(error);
      redirect("list", resource);
    },
    [notifyError, redirect, resource],
  );
}

/** react-admin's <Edit> for every resource's upsert screen, with the app's load-error handling. */
export function RecordEdit<R extends RaRecord = RaRecord>(props: EditProps<R>) {
  const onError = useRecordLoadError();
  return (
    <Edit<R> {...props} queryOptions={{ onError, ...props.queryOptions }} />
  );
}

/** react-admin's <Show> for every resource's show screen, with the app's load-error handling. */
export function RecordShow<R extends RaRecord = RaRecord>(props: ShowProps<R>) {
  const onError = useRecordLoadError();
  return (
    <Show<R> {...props} queryOptions={{ onError, ...props.queryOptions }} />
  );
}
