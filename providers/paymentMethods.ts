/**
 * Payment record calls that are not CRUD (issue 12), spread into the data provider as typed custom
 * methods. The ledger's list goes through the CRUD methods of "admin/transport/payment-ledger".
 *
 * | Method        | Call                                                               |
 * |---------------|--------------------------------------------------------------------|
 * | refundPayment | POST /payment-records/{id}/refund → {data: paymentRecord}          |
 * | checkoutLink  | POST /payment-records/checkout-link {tripId} → {data: {checkoutUrl}} |
 */
import { paymentLedgerModule } from "../domain/modules/paymentLedger";
import type {
  CheckoutLink,
  PaymentRecord,
} from "../domain/schemas/paymentRecord";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface PaymentMethods {
  /** Gives a completed payment back through its provider; answers the refunded record. */
  refundPayment(paymentRecordId: string): Promise<PaymentRecord>;
  /** The trip's open checkout link (made when there is none), for its fare. */
  checkoutLink(tripId: string): Promise<CheckoutLink>;
}

export function paymentMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): PaymentMethods {
  const base = `${apiUrl}${paymentLedgerModule.api.prefix}`;
  return {
    async refundPayment(paymentRecordId) {
      const answer = await httpClient<Envelope<PaymentRecord>>(
        `${base}/${encodeURIComponent(paymentRecordId)}/refund`,
        { method: "POST", body: {} },
      );
      return answer.data;
    },
    async checkoutLink(tripId) {
      const answer = await httpClient<Envelope<CheckoutLink>>(
        `${base}/checkout-link`,
        { method: "POST", body: { tripId } },
      );
      return answer.data;
    },
  };
}
