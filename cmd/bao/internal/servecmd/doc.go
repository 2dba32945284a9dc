// Package servecmd is "bao serve": the web page served over HTTP, each
// browser tab with an engine session of its own (package web/server). It
// owns the command's flags, its help (the limits the server keeps, named
// by the flags that set them) and the errors that name its flags; it
// imports cli, protocol and web/server, and no other command's package.
package servecmd
