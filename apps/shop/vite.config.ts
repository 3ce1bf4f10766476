import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./precompress.ts";

const api = "http://localhost:8080";

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of the built files, served as they are (issue 14 §3).
    precompress(),
    // The mobile storefront is installable (issue 14): a manifest scoped to /wap/ and a service worker that keeps
    // the shell, the code of the pages visited and their pictures, so a phone offline still shows them.
    // It is registered by the /wap frame only (app/wap/WapLayout.tsx).
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      scope: "/wap/",
      includeAssets: ["icons/apple-touch-icon.png"],
      manifest: {
        id: "/wap/",
        name: "Mall",
        short_name: "Mall",
        description: "Shop from thousands of stores, pay from your USDT wallet.",
        start_url: "/wap/",
        scope: "/wap/",
        display: "standalone",
        background_color: "#f5f5f7",
        theme_color: "#e63b2e",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // Only the shell is downloaded ahead; page code and pictures are kept as they are used.
        globPatterns: ["index.html", "icons/*.png"],
        navigateFallback: "/index.html",
        navigateFallbackAllowlist: [/^\/wap(\/|$)/],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: { cacheName: "wap-code", expiration: { maxEntries: 400, maxAgeSeconds: 30 * 86_400 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith("/media/"),
            handler: "CacheFirst",
            options: { cacheName: "wap-media", expiration: { maxEntries: 500, maxAgeSeconds: 30 * 86_400 } },
          },
        ],
      },
    }),
  ],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
  server: {
    port: 5173,
    proxy: { "/api": api, "/wap/api": api, "/media": api },
  },
});
