import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The harness page uses the web app's map code as the app does (same alias).
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: { alias: { "@shared": fileURLToPath(new URL("../../apps/web/src/shared", import.meta.url)) } },
  build: { emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  logLevel: "warn",
});
