/**
 * Live updates (issue 10), the client side's one entry point: calls `onChange` whenever the server
 * announces that rows of one of these topics changed (ids only; re-read them through the data
 * provider, which checks permissions). The connection is the shell's one Socket.IO client.
 */
import { useEffect, useRef } from "react";
import type { RealtimeMessage, RealtimeTopic } from "../../domain/realtime";
import { subscribeChanges } from "./connection";

export function useLiveChanges(
  topics: RealtimeTopic | readonly RealtimeTopic[],
  onChange: (message: RealtimeMessage) => void,
): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = typeof topics === "string" ? topics : topics.join(",");
  useEffect(() => {
    const wanted = new Set(key.split(","));
    return subscribeChanges((message) => {
      if (wanted.has(message.topic)) latest.current(message);
    });
  }, [key]);
}
