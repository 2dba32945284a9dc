//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/baoengine/bao/internal/version"
	"github.com/baoengine/bao/protocol"
	"github.com/baoengine/bao/web/rulesapi"
)

func main() {
	self := js.Global()
	post := func(msg map[string]any) { self.Call("postMessage", js.ValueOf(msg)) }
	in := newInbox()
	out := &lineSink{post: func(line string) { post(map[string]any{"type": "line", "line": line}) }}
	session := protocol.NewSession(protocol.Config{Name: "Bao", Version: version.Read().String() + " (browser)", NoFileOptions: true}, out)
	api := &rulesapi.Answerer{Version: "Bao " + version.Read().String() + " (browser)", Site: "the browser"}

	handler := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		switch data.Get("type").String() {
		case "cmd":
			in.add(data.Get("line").String())
		case "api":
			id := data.Get("id").Int()
			path := data.Get("path").String()
			body := data.Get("body").String()
			// Answer in a goroutine: a handler must return to the event loop.
			go func() {
				status, answer := api.Answer(path, []byte(body))
				post(map[string]any{"type": "api", "id": id, "status": status, "body": string(answer)})
			}()
		}
		return nil
	})
	self.Set("onmessage", handler)
	post(map[string]any{"type": "ready"})
	session.Run(in)
	post(map[string]any{"type": "exit"})
	handler.Release()
}
