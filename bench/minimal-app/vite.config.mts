import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The minimal app's build, as the portal's: one entry, a manifest to read the initial load from.
export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", manifest: true, chunkSizeWarningLimit: 1500 },
});
