import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ATTRIBUTE_DEFINITIONS_KEY } from "../../src/widgets/attributes/useAttributeDefinitions";

/** After a change here, the records' forms read the definitions again. */
export function useRefreshDefinitions() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: [...ATTRIBUTE_DEFINITIONS_KEY],
      }),
    [queryClient],
  );
}
