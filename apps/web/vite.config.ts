import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

// The map (Leaflet) and the charts (chart.js) are only needed by some screens: keep them in their
// own chunks so the first route stays small (issue 2, speed: first route under 250 KB gzip).
export default defineConfig({
  // plugin-react resolves the hoisted vite (vitest's) for its types; at run time it is vite 7.
  plugins: [react() as unknown as PluginOption],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    // scripts/check-bundle-size.ts follows the manifest's import graph to size the first route.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          // React is shared by everything: name it, or Rollup files it into the first manual
          // chunk that uses it (the map) and the entry would load the map chunk eagerly.
          if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react-vendor';
          if (/[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/.test(id)) return 'map-vendor';
          if (/[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/.test(id)) return 'charts-vendor';
          return undefined;
        },
      },
    },
  },
});
