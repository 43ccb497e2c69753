/**
 * `vite preview` serves every file with `Cache-Control: no-cache`, so a page
 * revalidates each chunk it imports with the server even from a warm cache;
 * the deployment serves `/assets/` (hashed names) as immutable instead
 * (docs/deploy.md). With `immutable` this plugin makes the preview answer
 * the same way, for the benchmarks that measure a screen opened in an app
 * whose chunks are cached, as a typist's are.
 */
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function deployedAssetCache(mode: string | undefined): Plugin {
  return {
    name: 'typeshelf-deployed-asset-cache',
    configurePreviewServer(server) {
      if (mode !== 'immutable') return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) {
          // The static server writes its own Cache-Control with the head, after this runs.
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
          res.writeHead = ((...args: unknown[]) => {
            const headers = args.find((arg) => typeof arg === 'object' && arg !== null) as
              | Record<string, unknown>
              | undefined;
            if (headers)
              for (const name of Object.keys(headers))
                if (name.toLowerCase() === 'cache-control') delete headers[name];
            res.setHeader('Cache-Control', IMMUTABLE);
            return writeHead(...args);
          }) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}
