import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useDataProvider, useRefresh } from "react-admin";
import { invoicesModule } from "../../domain/modules/invoices";
import type { AppDataProvider } from "../../providers/appDataProvider";

const ledgerKey = (id: string) => [invoicesModule.name, "ledger", id];

/** The invoice's lines, payments and adjustments (GET /invoices/{id}/ledger). */
export function useInvoiceLedger(invoiceId: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ledgerKey(invoiceId ?? ""),
    queryFn: ({ signal }) => dataProvider.invoiceLedger(invoiceId!, signal),
    enabled: !!invoiceId,
  });
}

/** After a billing call: the invoice, its ledger and the list are read again. */
export function useReloadInvoice() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: [invoicesModule.name] });
    refresh();
  }, [queryClient, refresh]);
}
