// A small static file server for the built app (used by scripts/serve and the browser tests).
//
//   node tests/e2e/static-server.mjs DIST_DIR PORT [PREFIX]
//
// Serves DIST_DIR on 127.0.0.1:PORT, optionally under a path PREFIX such as /games/1840/ (to
// check that the bundle works from a sub-folder). `startServer` is also exported for tests.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types a static host compresses (as GitHub Pages, Netlify and most others do). */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt']);
/** Compressed bodies by file, with the modification time they were made from. */
const gzipped = new Map();

/** Starts serving `root`; resolves to the listening http.Server. Bodies are gzip-compressed
 *  when the browser accepts it, as a static host would serve them. */
export function startServer(root, port = 0, prefix = '/') {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      let path = decodeURIComponent(url.pathname);
      if (!path.startsWith(prefix)) {
        res.writeHead(404).end('not found');
        return;
      }
      path = path.slice(prefix.length);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      };
      if (COMPRESSED.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const { mtimeMs } = await stat(file);
        if (gzipped.get(file)?.mtimeMs !== mtimeMs) gzipped.set(file, { mtimeMs, body: gzipSync(body) });
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
        res.writeHead(200, headers);
        res.end(gzipped.get(file).body);
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root = 'dist', port = '8080', prefix = '/'] = process.argv.slice(2);
  const server = await startServer(root, Number(port), prefix);
  console.log(`serving ${resolve(root)} at http://127.0.0.1:${server.address().port}${prefix}`);
}
