import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { firstPageChunk } from "./build/first-page-chunk.ts";
import { precompress } from "./build/precompress.ts";

const api = process.env.API_URL ?? "http://localhost:3000";
const page = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const source = (folder: string) => fileURLToPath(new URL(`./src/${folder}`, import.meta.url));

// react-router's package resolves to its development build (warnings, checks); a production bundle takes its twin.
const reactRouterProduction = fileURLToPath(new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    // The web's layers (app → features → shared); scripts/check-boundaries.mjs enforces the direction.
    alias: {
      "@app": source("app"),
      "@features": source("features"),
      "@shared": source("shared"),
      ...(mode === "production" && { "react-router": reactRouterProduction }),
    },
  },
  server: {
    proxy: {
      "/api": api,
      "/uploads": api,
      "/socket.io": { target: api, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Two pages: the back office, and the customer's tracking page with its own small bundle (issue 23).
    rolldownOptions: {
      input: { main: page("index.html"), tracking: page("tracking.html") },
      output: { codeSplitting: { groups: [firstPageChunk(page("index.html"), page("tracking.html"))] } },
    },
  },
}));
