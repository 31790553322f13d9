import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseSync, Visitor } from 'vite';
import { chunkGroups, mainScreenScan } from './chunk-groups';

// Each build gets its own version; the running app polls /version.json and offers a reload.
const buildVersion = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function versionFile(): Plugin {
  return {
    name: 'betogether-version-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version: buildVersion, builtAt: new Date().toISOString() }),
      });
    },
  };
}

// The server sends these as they are (`preCompressed`): no compression work per request. Done on
// the written files, after every other plugin has finished with the code.
function precompress(): Plugin {
  return {
    name: 'betogether-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|json|svg)$/.test(fileName)) continue;
        const source = readFileSync(path.join(outDir, fileName));
        if (source.length < 1024) continue;
        writeFileSync(path.join(outDir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(
          path.join(outDir, `${fileName}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The text font's files are asked for with the page, not once the CSS has been read: text is never
 * drawn first in a fallback font and then re-wrapped in Inter (layout shift on slow phones).
 */
function preloadFonts(): Plugin {
  return {
    name: 'betogether-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The browser needs an endpoint's method and path, never its zod schemas (the server validates;
 * the web takes only their types). In the build, every `schemas: {…}` of a contracts
 * `*.endpoints.ts` file becomes `{}`, so the schema modules and zod stay out of the pages that
 * merely call the API. Code that validates a form imports its schema from `*.schemas.ts` itself.
 * Their `description`, `summary`, `access`, `rateLimit` and `audit` become `''` too (the server's
 * concerns): about 1.5 KB gzipped of a first visit.
 */
const serverOnly = new Set(['description', 'summary', 'access', 'rateLimit', 'audit']);

function endpointSchemasOut(): Plugin {
  return {
    name: 'betogether-endpoint-schemas-out',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /contracts[\\/]src[\\/].+\.endpoints\.ts$/ },
      handler(code, id) {
        const ranges: Array<[number, number]> = [];
        new Visitor({
          Property(node) {
            if (node.computed || node.key.type !== 'Identifier') return;
            if (node.key.name === 'schemas') ranges.push([node.value.start, node.value.end]);
            // What only the server reads (the API reference's prose, who may call, the rate-limit
            // class, the audit action) is read by no page: blanked too.
            const text = node.value.type === 'Literal' || node.value.type === 'TemplateLiteral';
            if (text && serverOnly.has(node.key.name)) ranges.push([node.value.start, node.value.end]);
          },
        }).visit(parseSync(id, code).program);
        let out = code;
        for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
          out = `${out.slice(0, start)}${code[start] === '{' ? '{}' : "''"}${out.slice(end)}`;
        return { code: out, map: null };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    mainScreenScan(fileURLToPath(import.meta.url)),
    endpointSchemasOut(),
    react(),
    versionFile(),
    preloadFonts(),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Chunks by their hash alone: the entry lists every chunk a route may preload, and the
        // names cost a first visit about 1 KB gzipped (the entry keeps its name).
        chunkFileNames: 'assets/c[hash].js',
        // Vendor chunks, then the entry's and the main screens' code (chunk-groups.ts).
        codeSplitting: {
          groups: chunkGroups(),
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
