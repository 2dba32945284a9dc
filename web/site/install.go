package site

import _ "embed"

// installJS registers the app's service worker once the page has started
// (install.js); the build writes it into index.html after the notice of a
// first visit without network.
//
//go:embed install.js
var installJS string
