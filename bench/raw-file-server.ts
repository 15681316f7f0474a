// The baseline of the media benchmarks: a raw Node file server (fs.createReadStream, no
// framework, no checks) over the same demo films, plus a bare hls.js page that plays them.
// It also serves the Lighthouse baseline: a minimal static page with no script or stylesheet.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const filmsDir = path.join(root, 'apps/server/assets/films');
const hlsJs = path.join(root, 'node_modules/hls.js/dist/hls.min.js');
const types: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
  '.js': 'text/javascript',
};

const page = `<!doctype html><html><body><video id="v" muted playsinline></video>
<script src="/hls.min.js"></script></body></html>`;

const staticPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dalbit</title></head>
<body><h1>Free streaming of Korean web series, short movies and music videos</h1>
<p>The smallest page a browser can show: the floor of the Lighthouse benchmark.</p></body></html>`;

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://raw');
  if (url.pathname === '/health') return void res.end('ok');
  if (url.pathname === '/static.html') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return void res.end(staticPage);
  }
  if (url.pathname === '/player.html') {
    res.setHeader('content-type', 'text/html');
    return void res.end(page);
  }
  const file =
    url.pathname === '/hls.min.js'
      ? hlsJs
      : path.join(filmsDir, path.normalize(url.pathname.replace(/^\/films\//, '')));
  if (!file.startsWith(filmsDir) && file !== hlsJs) return void res.writeHead(404).end();
  try {
    const { size } = statSync(file);
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
    });
    createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
