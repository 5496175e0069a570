import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress";

// The API runs in the same process in production; in dev, Vite proxies /api to it.
export default defineConfig({
  // precompress: .br and .gz beside each file, served as they are (server/plugins/httpDelivery.ts).
  plugins: [react(), precompress()],
  // ws: the real-time channel (/api/realtime) is a websocket under /api.
  server: { proxy: { "/api": { target: "http://127.0.0.1:3001", ws: true } } },
  // The manifest tells which chunks a page loads: the size budget (scripts/size-budget.ts) reads it.
  build: {
    outDir: "dist",
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
