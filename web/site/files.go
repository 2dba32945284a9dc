package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
)

// serviceWorker returns sw.js for the app's files (all but sw.js). It
// lists every file with the SHA-256 of its content. When installed it
// fetches each one past the browser's HTTP cache (a server whose files
// carry old dates lets that cache answer with an earlier build's file)
// and checks it against its hash, and only when every file matches does
// it fill its cache: a cut-off or stale file fails the install, the
// build before stays in use, and the next visit tries again. The cache
// is this build's and this scope's (the folder the app is served from):
// on activation it removes only the caches of earlier builds in the same
// scope, so two builds at two paths of one origin keep theirs. It answers
// from the cache first, so the app starts and plays offline.
//
// The page's reset (web/app/offline.js) knows the cache names too.
func serviceWorker(files map[string][]byte) string {
	hashes := make(map[string]string, len(files)+1)
	for n, data := range files {
		sum := sha256.Sum256(data)
		hashes[n] = hex.EncodeToString(sum[:])
	}
	if h, ok := hashes["index.html"]; ok {
		hashes["./"] = h
	}
	list, _ := json.MarshalIndent(hashes, "", "  ")
	return `// sw.js: the Bao app's service worker (written by bao web build).
// BUILD names this build; FILES maps each of its files to its SHA-256.
const BUILD = '` + buildID(files) + `';
const FILES = ` + string(list) + `;
// This scope's caches are named PREFIX and a build; CACHE is this build's.
const PREFIX = 'bao@' + self.registration.scope + '#';
const CACHE = PREFIX + BUILD;
// UNSCOPED is the cache name of the builds made before caches were named
// for their scope (GitHub Pages builds of main before 2026-12-05):
// 'bao-' and 16 hex digits. earlier() counts such a cache as this scope's
// when it holds this scope's page, so activate deletes it. No release
// carried these names, and an app opened once with a network since then
// has deleted its cache: remove UNSCOPED (and the same test in the page's
// offline.js) at the first tagged release.
const UNSCOPED = /^bao-[0-9a-f]{16}$/;

async function sha256(data) {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(d, (b) => b.toString(16).padStart(2, '0')).join('');
}

// fetchChecked fetches one file from the server, past the HTTP cache,
// and returns it as a response to cache if its content is the build's.
async function fetchChecked(name) {
  const resp = await fetch(name, { cache: 'reload' });
  if (!resp.ok) throw new Error('bao: ' + name + ': HTTP ' + resp.status);
  const body = await resp.arrayBuffer();
  if (await sha256(body) !== FILES[name]) {
    throw new Error('bao: ' + name + ' is not the file of build ' + BUILD + ' (cut off, or of another build)');
  }
  return new Response(body, { status: 200, statusText: 'OK', headers: resp.headers });
}

// fill caches every file once all of them have arrived and match.
async function fill() {
  const names = Object.keys(FILES);
  const checked = await Promise.all(names.map(fetchChecked));
  // The same build installed again (a changed sw.js alone) fills the
  // cache in use: a failure must not delete that one.
  const existed = await caches.has(CACHE);
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(names.map((n, i) => cache.put(n, checked[i])));
  } catch (e) {
    if (!existed) await caches.delete(CACHE);
    throw e;
  }
}

// earlier reports whether cache k holds an earlier build of this scope:
// one named after it, or an UNSCOPED one that holds this scope's page.
async function earlier(k) {
  if (k.startsWith(PREFIX)) return k !== CACHE;
  if (!UNSCOPED.test(k)) return false;
  return !!(await (await caches.open(k)).match(self.registration.scope));
}

self.addEventListener('install', (ev) => {
  ev.waitUntil(fill().then(() => self.skipWaiting()));
});
self.addEventListener('activate', (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.map(async (k) => { if (await earlier(k)) await caches.delete(k); })))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (ev) => {
  if (ev.request.method !== 'GET') return;
  ev.respondWith(caches.match(ev.request, { cacheName: CACHE, ignoreSearch: true })
    .then((hit) => hit || fetch(ev.request)));
});
`
}

// manifest is the web app manifest: the name, the icons and the
// standalone display that a phone's "add to home screen" uses. Its name
// and description are the page's strings (strings.json): English as the
// manifest's own language, Kiswahili under "translations" (the manifest's
// member for other languages), so a phone set to Kiswahili can show the
// app's Kiswahili name.
func manifest(stringsJSON []byte) ([]byte, error) {
	var tables map[string]map[string]string
	if err := json.Unmarshal(stringsJSON, &tables); err != nil {
		return nil, fmt.Errorf("web app manifest: the page's strings.json: %w", err)
	}
	words := func(lang string) (map[string]string, error) {
		out := map[string]string{}
		for _, k := range []string{"name", "short_name", "description"} {
			v := tables[lang]["manifest."+k]
			if v == "" {
				return nil, fmt.Errorf("web app manifest: strings.json has no %s manifest.%s", lang, k)
			}
			out[k] = v
		}
		return out, nil
	}
	en, err := words("en")
	if err != nil {
		return nil, err
	}
	sw, err := words("sw")
	if err != nil {
		return nil, err
	}
	m := map[string]any{
		"name":             en["name"],
		"short_name":       en["short_name"],
		"description":      en["description"],
		"lang":             "en",
		"translations":     map[string]any{"sw": sw},
		"start_url":        "./",
		"scope":            "./",
		"display":          "standalone",
		"orientation":      "any",
		"background_color": "#f4ead9",
		"theme_color":      "#6b4226",
		"icons": []map[string]string{
			{"src": "icon-192.png", "sizes": "192x192", "type": "image/png"},
			{"src": "icon-512.png", "sizes": "512x512", "type": "image/png"},
			{"src": "icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
			{"src": "icon.svg", "sizes": "any", "type": "image/svg+xml"},
		},
	}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("web app manifest: %w", err)
	}
	return append(b, '\n'), nil
}

// iconSVG is the app's icon as a drawing: a Bao board of four rows of
// eight holes on wood, a few holes holding seeds, the nyumba (the square
// hole) marked on each side.
func iconSVG() string {
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` + "\n")
	b.WriteString(`<rect width="512" height="512" rx="96" fill="#6b4226"/>` + "\n")
	b.WriteString(`<rect x="40" y="104" width="432" height="304" rx="28" fill="#a0693b"/>` + "\n")
	b.WriteString(`<rect x="40" y="250" width="432" height="12" fill="#6b4226"/>` + "\n")
	for _, h := range iconHoles() {
		if h.nyumba {
			b.WriteString(svgRect(h))
		} else {
			b.WriteString(svgCircle(h))
		}
		for _, s := range h.seeds() {
			b.WriteString(`<circle cx="` + itoa(s.x) + `" cy="` + itoa(s.y) + `" r="7" fill="#f1e3c6"/>` + "\n")
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func svgCircle(h hole) string {
	return `<circle cx="` + itoa(h.x) + `" cy="` + itoa(h.y) + `" r="` + itoa(h.r) + `" fill="#4a2c17"/>` + "\n"
}

func svgRect(h hole) string {
	return `<rect x="` + itoa(h.x-h.r) + `" y="` + itoa(h.y-h.r) + `" width="` + itoa(2*h.r) + `" height="` + itoa(2*h.r) + `" rx="6" fill="#4a2c17"/>` + "\n"
}
