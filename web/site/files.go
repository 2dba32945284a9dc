package site

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// workerJS starts the engine in a Web Worker: it loads the toolchain's
// wasm_exec.js, instantiates bao.wasm and runs it; messages that arrive
// before the engine has set its own handler are kept and handed to it.
const workerJS = `// worker.js: runs the Bao engine (bao.wasm, cmd/baowasm) in a Web Worker.
// The engine answers {type:'cmd', line} with {type:'line', line} messages
// and {type:'api', id, path, body} with {type:'api', id, status, body}.
importScripts('wasm_exec.js');
const early = [];
self.onmessage = (ev) => { early.push(ev); };
const go = new Go();
async function load() {
  try {
    return await WebAssembly.instantiateStreaming(fetch('bao.wasm'), go.importObject);
  } catch (e) {
    // A server that does not say application/wasm: instantiate from bytes.
    const bytes = await (await fetch('bao.wasm')).arrayBuffer();
    return WebAssembly.instantiate(bytes, go.importObject);
  }
}
load().then(({ instance }) => {
  const hold = self.onmessage;
  go.run(instance);
  // main has set its own handler and is waiting for input: replay.
  if (self.onmessage !== hold) {
    for (const ev of early.splice(0)) self.onmessage(ev);
  }
}).catch((e) => {
  self.postMessage({ type: 'error', message: 'the engine did not start: ' + e });
});
`

// serviceWorker returns sw.js for the app's files: it caches all of them
// when installed, answers from the cache first (so the app starts and
// plays offline) and removes the caches of earlier builds.
func serviceWorker(files map[string][]byte) string {
	names := make([]string, 0, len(files)+2)
	names = append(names, "./")
	for n := range files {
		names = append(names, n)
	}
	names = append(names, "sw.js")
	sort.Strings(names[1:])
	list, _ := json.Marshal(names)
	return `// sw.js: the Bao app's service worker (written by bao web build).
const CACHE = '` + cacheName(files) + `';
const FILES = ` + string(list) + `;
self.addEventListener('install', (ev) => {
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('bao-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (ev) => {
  if (ev.request.method !== 'GET') return;
  ev.respondWith(caches.open(CACHE).then((c) => c.match(ev.request, { ignoreSearch: true }))
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
