import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin, type PluginOption, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

// Issue 21, phone: a full load of a page (a link opened, a reload) asked for the page's chunks only
// once the entry had run, and then in rounds on six connections beside the page's API calls. A
// small classic script (async, before the entry) asks for the page's chunks as soon as the HTML
// is parsed: `<link rel="preload" as="script">`, a fetch without the compile `modulepreload` would
// do on the main thread before the entry runs; the entry's dynamic import then finds them fetched.
// (The Content-Security-Policy refuses inline scripts: it is a file under assets/.) Each route: a
// path pattern, the page's module and what its first screen loads lazily at once (low priority).
const ROUTE_PRELOADS: { path: string; page: string; then?: string[] }[] = [
  {
    path: '^/loan/[^/]+/?$',
    page: 'src/features/loan-detail/routes/loan-detail-page.tsx',
    then: ['src/features/loan-detail/components/property-map.tsx'],
  },
  { path: '^/personal/?$', page: 'src/features/personal/routes/personal-page.tsx' },
  { path: '^/(dashboard|requests)/?$', page: 'src/features/loans/routes/dashboard-page.tsx' },
  { path: '^/sign-in/?$', page: 'src/features/auth/routes/sign-in-page.tsx' },
];

type Chunk = Rollup.OutputChunk;

const routePreload = (): Plugin => {
  let base = '/';
  let root = '';
  return {
    name: 'lending:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      base = config.base;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk and everything it imports statically, in the order a browser would discover them.
      const closure = (start: Chunk[]) => {
        const seen = new Set<string>();
        const queue = [...start];
        for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
          if (seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          queue.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
        }
        return [...seen];
      };
      const loaded = new Set(closure(chunks.filter((chunk) => chunk.isEntry)));
      const pageChunk = (src: string) => {
        const id = path.resolve(root, src);
        const found = chunks.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.includes(id));
        if (!found) throw new Error(`route-preload: no chunk for ${src}`);
        return found;
      };
      const files = (start: Chunk[], done: Set<string>) => {
        const js = closure(start).filter((file) => !done.has(file));
        js.forEach((file) => done.add(file));
        const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { js: js.map((file) => base + file), css: css.map((file) => base + file) };
      };
      const table = ROUTE_PRELOADS.map((route) => {
        const done = new Set(loaded);
        return {
          path: route.path,
          first: files([pageChunk(route.page)], done),
          then: files((route.then ?? []).map(pageChunk), done),
        };
      });
      const source = `(function(){var t=${JSON.stringify(table)};var p=location.pathname;var add=function(h,js,low){var l=document.createElement('link');l.rel='preload';l.as=js?'script':'style';l.crossOrigin='';if(low)l.fetchPriority='low';l.href=h;document.head.appendChild(l)};for(var i=0;i<t.length;i++){var r=t[i];if(!new RegExp(r.path).test(p))continue;[r.first,r.then].forEach(function(g,n){g.css.forEach(function(h){add(h,false,n>0)});g.js.forEach(function(h){add(h,true,n>0)})});break}})();\n`;
      const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        throw new Error('route-preload: no index.html');
      html.source = html.source.replace(
        '<head>',
        `<head>\n    <script async src="${base}${fileName}"></script>`,
      );
    },
  };
};

// The map (Leaflet) and the charts (chart.js) are only needed by some screens: keep them in their
// own chunks so the first route stays small (issue 2, speed: first route under 250 KB gzip).
export default defineConfig({
  // plugin-react resolves the hoisted vite (vitest's) for its types; at run time it is vite 7.
  plugins: [react() as unknown as PluginOption, routePreload()],
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
