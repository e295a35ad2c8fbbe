// Service worker of Vienna Tramways & Trambahn, generated at build time by scripts/pwa/make-sw.mjs.
// It precaches every file of this build under a cache named after the build's content hash, so
// the app starts with no network after one visit, and a new build replaces the old cache
// (public/'s manifests of the three languages among them).
const VERSION = '__VERSION__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  // Pages: the cached page (index.html is 1840's, trambahn.html Trambahn's, railroads.html Russian Railroads'), else the app shell
  // (the game itself never needs the network).
  const cached = caches.match(request, { ignoreSearch: true });
  const lookup = request.mode === 'navigate' ? cached.then((hit) => hit || caches.match('./index.html')) : cached;
  event.respondWith(lookup.then((hit) => hit || fetch(request)));
});
