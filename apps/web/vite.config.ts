import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./build/precompress.ts";

const api = process.env.API_URL ?? "http://localhost:3000";
const source = (folder: string) => fileURLToPath(new URL(`./src/${folder}`, import.meta.url));

export default defineConfig({
  plugins: [react(), precompress()],
  // The web's layers (app → features → shared); scripts/check-boundaries.mjs enforces the direction.
  resolve: { alias: { "@app": source("app"), "@features": source("features"), "@shared": source("shared") } },
  server: {
    proxy: {
      "/api": api,
      "/uploads": api,
      "/socket.io": { target: api, ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
