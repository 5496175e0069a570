import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API runs in the same process in production; in dev, Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  // ws: the real-time channel (/api/realtime) is a websocket under /api.
  server: { proxy: { "/api": { target: "http://127.0.0.1:3001", ws: true } } },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1500 },
});
