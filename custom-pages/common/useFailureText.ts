import { useCallback } from "react";
import { useTranslate } from "react-admin";
import { errorMessage } from "../../src/forms/serverErrors";

/** Builds "<prefix>: <server message>" from an i18n key taking %{message}, with a generic fallback. */
export function useFailureText(): (key: string, error: unknown) => string {
  const translate = useTranslate();
  return useCallback(
    (key: string, error: unknown) =>
      translate(key, {
        message:
          errorMessage(error) || translate("pages.common.unexpectedError"),
      }),
    [translate],
  );
}
