package site

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strconv"
)

// hole is one hole of the icon's board, in the 512-unit drawing.
type hole struct {
	x, y, r int
	nyumba  bool
	count   int // seeds drawn in it
}

// seed is one seed's centre.
type seed struct{ x, y int }

// iconHoles lays out the board: four rows of eight holes, the fifth hole
// from the left of each inner row square (the nyumba), a few seeds.
func iconHoles() []hole {
	var hs []hole
	rows := []int{142, 212, 300, 370}
	counts := [4][8]int{
		{2, 0, 2, 2, 2, 0, 2, 2},
		{0, 2, 2, 6, 2, 2, 0, 0},
		{0, 0, 2, 2, 6, 2, 2, 0},
		{2, 2, 0, 2, 2, 2, 0, 2},
	}
	for ri, y := range rows {
		for c := 0; c < 8; c++ {
			h := hole{x: 84 + c*49, y: y, r: 20, count: counts[ri][c]}
			h.nyumba = ri == 1 && c == 3 || ri == 2 && c == 4
			hs = append(hs, h)
		}
	}
	return hs
}

// seeds places the hole's seeds around its centre.
func (h hole) seeds() []seed {
	offsets := []seed{{-7, -6}, {7, 6}, {7, -6}, {-7, 6}, {0, -10}, {0, 10}}
	var ss []seed
	for i := 0; i < h.count && i < len(offsets); i++ {
		ss = append(ss, seed{h.x + offsets[i].x, h.y + offsets[i].y})
	}
	return ss
}

// iconPNG draws the icon at size x size pixels. A maskable icon fills
// the square (no rounded corners) and keeps the board inside the
// central 80% that every launcher shows.
func iconPNG(size int, maskable bool) ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	wood := color.RGBA{0x6b, 0x42, 0x26, 0xff}
	board := color.RGBA{0xa0, 0x69, 0x3b, 0xff}
	pit := color.RGBA{0x4a, 0x2c, 0x17, 0xff}
	bean := color.RGBA{0xf1, 0xe3, 0xc6, 0xff}
	scale := float64(size) / 512
	inset := 0.0
	if maskable {
		scale *= 0.8
		inset = float64(size) * 0.1
	}
	at := func(v int) float64 { return inset + float64(v)*scale }
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			fx, fy := float64(x)+0.5, float64(y)+0.5
			switch {
			case !maskable && !inRoundRect(fx, fy, 0, 0, float64(size), float64(size), 96*float64(size)/512):
				// transparent corner
			case inRoundRect(fx, fy, at(40), at(104), at(472), at(408), 28*scale) && !(fy >= at(250) && fy < at(262)):
				img.Set(x, y, board)
			default:
				img.Set(x, y, wood)
			}
		}
	}
	for _, h := range iconHoles() {
		r := float64(h.r) * scale
		cx, cy := at(h.x), at(h.y)
		fillShape(img, cx, cy, r, h.nyumba, pit)
		for _, s := range h.seeds() {
			fillShape(img, at(s.x), at(s.y), 7*scale, false, bean)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("web app: icon %d: %w", size, err)
	}
	return buf.Bytes(), nil
}

// fillShape fills a disc, or a square when square is set, of radius r
// about (cx, cy).
func fillShape(img *image.RGBA, cx, cy, r float64, square bool, c color.RGBA) {
	b := img.Bounds()
	for y := int(cy - r - 1); y <= int(cy+r+1); y++ {
		for x := int(cx - r - 1); x <= int(cx+r+1); x++ {
			if !(image.Point{x, y}.In(b)) {
				continue
			}
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
			if square && dx >= -r && dx < r && dy >= -r && dy < r || !square && dx*dx+dy*dy <= r*r {
				img.Set(x, y, c)
			}
		}
	}
}

// inRoundRect reports whether (x, y) lies in the rectangle from (x0, y0)
// to (x1, y1) with corners rounded by radius r.
func inRoundRect(x, y, x0, y0, x1, y1, r float64) bool {
	if x < x0 || x >= x1 || y < y0 || y >= y1 {
		return false
	}
	cx := min(max(x, x0+r), x1-r)
	cy := min(max(y, y0+r), y1-r)
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}

func itoa(n int) string { return strconv.Itoa(n) }
