import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./precompress.ts";

const api = "http://localhost:8080";

/**
 * The dev server answers /wap with wap.html, as the server does (decision 0019). In development /wap runs on
 * React; its production build (vite.wap.config.ts) runs on Preact's compatibility layer.
 */
function wapPages(): Plugin {
  return {
    name: "mall:wap-pages",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (/^\/wap(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path) && !path.startsWith("/wap/api/"))
          req.url = `/wap.html${req.url?.slice(path.length) ?? ""}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    wapPages(),
    // Brotli and gzip copies of the built files, served as they are (issue 14 §3).
    precompress(),
  ],
  // The desktop storefront; /wap is built next, into the same folder (vite.wap.config.ts).
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    // Which files each page module needs: the server names a landing page's in its HTML
    // (apps/server/src/http/wap-shell.ts desktopShell), so they come with the entry instead of after it.
    manifest: "desktop-manifest.json",
  },
  server: {
    port: 5173,
    proxy: { "/api": api, "/wap/api": api, "/media": api },
  },
});
