/**
 * The system notification calls of the app's data provider. The provider carries them once
 * providers/moduleMethods.ts lists providers/systemNotificationMethods.ts; until then (and for a
 * provider without them) each is built over the app's own HTTP client, which is what the listed
 * methods use. It reads the raw provider (DataProviderContext): react-admin's wrapper answers every
 * method name, known or not, so it cannot say which ones exist.
 */
import { useContext, useMemo } from "react";
import { DataProviderContext } from "react-admin";
import { API_URL, apiFetch } from "../../../providers/httpClient";
import type { SystemNotificationMethods } from "../../../providers/systemNotificationMethods";
import { systemNotificationMethods } from "../../../providers/systemNotificationMethods";

let fallback: SystemNotificationMethods | undefined;

export function systemNotificationApi(
  provider: unknown,
): SystemNotificationMethods {
  fallback ??= systemNotificationMethods(API_URL, apiFetch);
  const own = (
    typeof provider === "object" && provider !== null ? provider : {}
  ) as Partial<SystemNotificationMethods>;
  const pick = <K extends keyof SystemNotificationMethods>(
    name: K,
  ): SystemNotificationMethods[K] => {
    const method = own[name];
    return typeof method === "function"
      ? (method.bind(own) as SystemNotificationMethods[K])
      : fallback![name];
  };
  return {
    toggleSystemNotification: pick("toggleSystemNotification"),
    currentSystemNotifications: pick("currentSystemNotifications"),
    dismissSystemNotification: pick("dismissSystemNotification"),
  };
}

/** The calls of the data provider in context. */
export function useSystemNotificationApi(): SystemNotificationMethods {
  const provider = useContext(DataProviderContext);
  return useMemo(() => systemNotificationApi(provider), [provider]);
}
