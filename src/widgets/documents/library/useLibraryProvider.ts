import { useContext } from "react";
import { DataProviderContext } from "react-admin";
import type { AppDataProvider } from "../../../../providers/appDataProvider";

/**
 * The app's data provider as given to the admin, without react-admin's wrapper: the wrapper answers
 * a 401 or 403 with an empty result and a toast, which would read as success to an upload and as a
 * document to the preview. The library shows a refusal where it happened (a file's row, the page).
 */
export function useLibraryProvider(): AppDataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error("useLibraryProvider outside the admin");
  // The app's provider is an AppDataProvider (src/App.tsx passes one).
  return provider as AppDataProvider;
}
