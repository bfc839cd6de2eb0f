import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "../web/build/precompress.ts";

const api = process.env.API_URL ?? "http://localhost:3000";
// issue 24: the courier app, served by the API at /courier/, installable, its shell cached by a service worker.
export default defineConfig({
  base: "/courier/",
  plugins: [
    react(),
    VitePWA({
      // Registered from the app's own code (no inline script: the CSP allows none), with an update prompt.
      injectRegister: null,
      registerType: "prompt",
      includeAssets: ["icon.svg", "icon-192.png", "icon-512.png"],
      manifest: {
        name: "Despacho colaboradores",
        short_name: "Despacho",
        description: "Ofertas, servicios y entregas de los colaboradores de Despacho",
        lang: "es-CO",
        start_url: "/courier/",
        scope: "/courier/",
        display: "standalone",
        orientation: "portrait",
        background_color: "#ffffff",
        theme_color: "#0b3d91",
        icons: [
          { src: "icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "/courier/index.html",
        navigateFallbackAllowlist: [/^\/courier\//],
        // The API and uploads are never answered from the cache: the outbox handles a missing connection.
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/socket\.io\//],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5174,
    proxy: { "/api": api, "/uploads": api, "/socket.io": { target: api, ws: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
