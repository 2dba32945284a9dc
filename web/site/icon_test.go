package site

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"testing"
)

func TestIconsAreImagesOfTheirSize(t *testing.T) {
	for _, c := range []struct {
		size     int
		maskable bool
	}{{192, false}, {512, false}, {512, true}} {
		data, err := iconPNG(c.size, c.maskable)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("icon %d: %v", c.size, err)
		}
		if b := img.Bounds(); b.Dx() != c.size || b.Dy() != c.size {
			t.Errorf("icon %d is %v", c.size, b)
		}
		// A maskable icon is opaque to its corners; the plain one's
		// corners are rounded off (transparent).
		_, _, _, a := img.At(0, 0).RGBA()
		if c.maskable != (a != 0) {
			t.Errorf("icon %d maskable=%v: corner alpha %d", c.size, c.maskable, a)
		}
	}
	if err := xml.Unmarshal([]byte(iconSVG()), new(struct{})); err != nil {
		t.Errorf("icon.svg is not XML: %v", err)
	}
}
