/**
 * Support requests' calls beyond §7's four (issue 28). Requests and replies themselves go through
 * the generic four ("support", "support-replies"). Attachments upload through XMLHttpRequest
 * (uploadWithProgress), the one way to report an upload's progress.
 *
 * | Method                  | Call                                                                     |
 * |-------------------------|--------------------------------------------------------------------------|
 * | supportSolved           | POST /support-requests/{id}/solved {solved} → {data: request}            |
 * | supportStaff            | POST /support-requests/staff {} → {data: [{id, label}]}                  |
 * | uploadSupportAttachment | POST /support-requests/{id}/attachments, multipart {replyId?, file} → 201 {data} |
 * | fetchSupportAttachment  | GET /support-requests/{id}/attachments/{attachmentId}/content[?download=true] → bytes |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import { supportModule } from "../domain/modules/support";
import type {
  SupportAttachmentRow,
  SupportRequestRow,
  SupportStaffRow,
} from "../domain/schemas/support";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";
import type { UploadOptions } from "./libraryDocumentMethods";
import { uploadWithProgress } from "./libraryDocumentMethods";

export interface SupportUploadOptions extends UploadOptions {
  /** The reply the file belongs to; without it, the request's own file. */
  replyId?: string;
}

export interface SupportMethods {
  /** The requester's answer after a resolve: true closes the request, false reopens it. */
  supportSolved(
    supportRequestId: string,
    solved: boolean,
  ): Promise<SupportRequestRow>;
  /** Who a request may be assigned to (support staff only). */
  supportStaff(signal?: AbortSignal): Promise<SupportStaffRow[]>;
  uploadSupportAttachment(
    supportRequestId: string,
    file: File,
    options?: SupportUploadOptions,
  ): Promise<SupportAttachmentRow>;
  fetchSupportAttachment(
    supportRequestId: string,
    attachmentId: string,
    download?: boolean,
    signal?: AbortSignal,
  ): Promise<Blob>;
}

export function supportMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): SupportMethods {
  const base = () => `${apiUrl}${supportModule.api.prefix}`;
  const one = (id: string) => `${base()}/${encodeURIComponent(id)}`;
  const retrieveFailed = FAILURE_PREFIXES.retrieve(supportModule.api.entity);
  return {
    async supportSolved(supportRequestId, solved) {
      const answer = await httpClient<Envelope<SupportRequestRow>>(
        `${one(supportRequestId)}/solved`,
        { method: "POST", body: { solved } },
      );
      return answer.data;
    },
    async supportStaff(signal) {
      const answer = await httpClient<Envelope<SupportStaffRow[]>>(
        `${base()}/staff`,
        { method: "POST", body: {}, signal },
      );
      return answer.data;
    },
    async uploadSupportAttachment(supportRequestId, file, options = {}) {
      const { replyId, ...upload } = options;
      // The text field first: the server reads the parts in order and buffers nothing.
      const form = new FormData();
      if (replyId) form.append("replyId", replyId);
      form.append("file", file, file.name);
      const answer = await uploadWithProgress<Envelope<SupportAttachmentRow>>(
        `${one(supportRequestId)}/attachments`,
        form,
        upload,
      );
      return answer.data;
    },
    async fetchSupportAttachment(
      supportRequestId,
      attachmentId,
      download,
      signal,
    ) {
      const query = download ? "?download=true" : "";
      try {
        return await httpClient<Blob>(
          `${one(supportRequestId)}/attachments/${encodeURIComponent(attachmentId)}/content${query}`,
          { signal, responseType: "blob" },
        );
      } catch (error) {
        throw withFailurePrefix(error, retrieveFailed);
      }
    },
  };
}
