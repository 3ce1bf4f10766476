import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./precompress.ts";
import { wapChunks } from "./wap-chunks.ts";

const chunks = wapChunks(fileURLToPath(new URL("./src/", import.meta.url)));

/**
 * The mobile storefront's build (/wap, decision 0019): its own entry (wap.html), its own code folder
 * (dist/wap-assets), written beside the desktop's build in dist/. It runs on Preact's compatibility layer instead
 * of React (about 50 KB less gzipped), and on app/wap/router-lite.tsx instead of React Router (about 30 KB less):
 * the pages, hooks and components are the same source, and the React APIs they use (hooks, portals, createRoot,
 * useSyncExternalStore) are what preact/compat provides. The budget is issue 14 §3: at most 90 KB of JavaScript
 * before a /wap page shows.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
      // The part of React Router the pages use, 30 KB gzipped lighter (app/wap/router-lite.tsx).
      { find: /^react-router$/, replacement: fileURLToPath(new URL("./src/app/wap/router-lite.tsx", import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    chunks.plugin,
    precompress(),
    // The mobile storefront is installable (issue 14): a manifest scoped to /wap/ and a service worker that keeps
    // the shell, the code of the pages visited and their pictures, so a phone offline still shows them.
    // It is registered by the /wap frame (app/wap/WapLayout.tsx).
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      // "/wap", not "/wap/": the home page's own address is /wap, and a scope of /wap/ would leave it out.
      scope: "/wap",
      includeAssets: ["icons/apple-touch-icon.png"],
      manifest: {
        id: "/wap/",
        name: "Mall",
        short_name: "Mall",
        description: "Shop from thousands of stores, pay from your USDT wallet.",
        start_url: "/wap",
        scope: "/wap",
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
        globPatterns: ["wap.html", "icons/*.png"],
        // The pages themselves come from the network first: the server's HTML carries the language's direction,
        // the brand's colours, the first screen's answers and its frame (wap-shell.ts), which the kept shell has
        // not. Each page loaded is kept, so offline a page seen before opens with what it showed; one never seen
        // opens on the kept shell, which says it is offline. The request leaves while the worker starts
        // (navigation preload), and a network silent for 4 s counts as offline.
        navigateFallback: null,
        navigationPreload: true,
        runtimeCaching: [
          {
            // Not an address that carries a secret (an unsubscribe key, a session token): it is no page to
            // keep, and the cache's keys would keep the secret too.
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" &&
              /^\/wap(\/|$)/.test(url.pathname) &&
              !url.searchParams.has("key") &&
              !url.searchParams.has("token"),
            handler: "NetworkFirst",
            options: {
              cacheName: "wap-pages",
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 60, maxAgeSeconds: 7 * 86_400 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: "/wap.html" },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith("/wap-assets/"),
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
    // The manifest's link leaves the HTML: read early, its request took one of a phone's six connections to the
    // server before the first paint (in Lighthouse's slow 4G, one round trip more on the category page's LCP,
    // 1,810 ms instead of 1,660). The /wap frame adds it once the page has loaded (app/wap/WapLayout.tsx), in
    // time for any install prompt.
    {
      name: "manifest-after-load",
      // After vite-plugin-pwa's own "post" step, which writes the link.
      enforce: "post",
      apply: "build",
      transformIndexHtml: {
        order: "post",
        handler: (html: string) => html.replace(/<link rel="manifest"[^>]*>/, ""),
      },
    },
  ],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    assetsDir: "wap-assets",
    sourcemap: false,
    target: "es2022",
    rollupOptions: {
      input: "wap.html",
      output: {
        // The libraries, the frame's code and what the landing pages share in one file (wap-chunks.ts): fewer
        // round trips on a phone's network than the pieces automatic splitting makes of them.
        codeSplitting: { groups: [chunks.group] },
      },
    },
  },
});
