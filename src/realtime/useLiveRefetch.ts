import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { RealtimeTopic } from "../../domain/realtime";
import { useLiveChanges } from "./useLiveChanges";

/** A burst of changes (a generated week of standing orders) is one re-read. */
export const LIVE_DEBOUNCE_MS = 250;

/**
 * Re-reads these react-query keys (by prefix) when the server announces a change on these topics,
 * once per burst: the way every live screen (issue 10) follows changes made elsewhere.
 */
export function useLiveRefetch(
  topics: RealtimeTopic | readonly RealtimeTopic[],
  queryKeys: readonly (readonly unknown[])[],
): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useLiveChanges(topics, () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      for (const queryKey of keys.current)
        void queryClient.invalidateQueries({ queryKey });
    }, LIVE_DEBOUNCE_MS);
  });
}
