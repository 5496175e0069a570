import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { App } from "./App";
import { preloadRoute } from "./routes";

// A data router (not react-admin's default hash router): clean URLs such as
// /signin/?sessionexpired=true, and navigation blocking for unsaved forms.
const router = createBrowserRouter([{ path: "*", element: <App /> }]);

// The page's own screens start downloading now, beside the shell's first render.
preloadRoute(window.location.pathname);

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element");

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
