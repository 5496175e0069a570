import { useQuery, useQueryClient } from "@tanstack/react-query";
import { totpStatus } from "../../providers/authApi";

const TOTP_STATUS_KEY = ["auth", "totp"];

/**
 * The signed-in user's second factor (GET /auth/totp), shared by the credentials section and the
 * setup it shows (which needs to know whether enrolling asks for the password), with a reload.
 */
export function useTotpStatus() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: TOTP_STATUS_KEY,
    queryFn: async () => (await totpStatus()).data,
    retry: false,
    // The section and the setup inside it mount one after the other: one load serves both.
    staleTime: 10_000,
  });
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: TOTP_STATUS_KEY });
  return { status, reload };
}
