/**
 * One kind of uploaded document (a vehicle's, a trip's), as the shared document screens need it:
 * the resource and messages of its module, the parent filter, the types and the two calls that are
 * not CRUD. A page declares its kind once and provides it to the list, upload and preview below.
 */
import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import type { AppDataProvider } from "../../../providers/appDataProvider";

export interface DocumentKind<TType extends string = string> {
  /** The documents' module: its resource name and its messages (…documents.*). */
  module: { name: string; key(relative: string): string };
  /** The list's filter field naming the parent, e.g. "vehicleId". */
  parentField: string;
  types: readonly TType[];
  /** The upload form's preselected type. */
  defaultType: TType;
  upload(
    dataProvider: AppDataProvider,
    parentId: string,
    documentType: TType,
    file: File,
  ): Promise<unknown>;
  fetchContent(
    dataProvider: AppDataProvider,
    documentId: string,
    download: boolean,
    signal?: AbortSignal,
  ): Promise<Blob>;
}

const DocumentKindContext = createContext<DocumentKind | null>(null);

export function DocumentKindProvider<TType extends string>({
  kind,
  children,
}: {
  kind: DocumentKind<TType>;
  children: ReactNode;
}) {
  return (
    <DocumentKindContext.Provider value={kind as unknown as DocumentKind}>
      {children}
    </DocumentKindContext.Provider>
  );
}

/** The kind of the documents on screen (a programming error outside a DocumentKindProvider). */
export function useDocumentKind(): DocumentKind {
  const kind = useContext(DocumentKindContext);
  if (!kind) throw new Error("useDocumentKind outside a DocumentKindProvider");
  return kind;
}
