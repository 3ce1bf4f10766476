import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
  server: {
    port: 5173,
    proxy: { "/api": api, "/wap/api": api, "/media": api },
  },
});
