import { useQuery } from "@tanstack/react-query";
import { HttpError } from "react-admin";
import type { CheckoutView } from "../../domain/schemas/paymentRecord";
import { fetchCheckout } from "../../providers/checkoutApi";

export type CheckoutState =
  | { kind: "loading" }
  | { kind: "notFound" }
  | { kind: "error"; message: string }
  | { kind: "ready"; view: CheckoutView };

export interface CheckoutOptions {
  /** Ask again every this many ms while the payment is pending (the success page's wait). */
  pollPendingMs?: number;
}

const MAX_POLLS = 15;

/** The payment a checkout token names, as the server has it; reloadable. */
export function useCheckout(
  paymentId: string | undefined,
  { pollPendingMs }: CheckoutOptions = {},
) {
  const query = useQuery({
    queryKey: ["checkout", paymentId],
    queryFn: async ({ signal }) =>
      (await fetchCheckout(paymentId ?? "", signal)).data,
    enabled: !!paymentId,
    retry: false,
    // A bounded wait: each ask counts against the address's allowance of anonymous calls.
    refetchInterval: (q) =>
      pollPendingMs &&
      q.state.data?.status === "pending" &&
      q.state.dataUpdateCount < MAX_POLLS
        ? pollPendingMs
        : false,
  });
  const error = query.error;
  const state: CheckoutState = !paymentId
    ? { kind: "notFound" }
    : query.data
      ? { kind: "ready", view: query.data }
      : error
        ? error instanceof HttpError && error.status === 404
          ? { kind: "notFound" }
          : { kind: "error", message: error.message }
        : { kind: "loading" };
  return { state, reload: () => void query.refetch() };
}
