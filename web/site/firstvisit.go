package site

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// firstVisitJS is the notice of a first visit without network
// (firstvisit.js), which the build writes into index.html.
//
//go:embed firstvisit.js
var firstVisitJS string

// firstVisitWords is the place in firstvisit.js that the build fills
// with the notice's words.
const firstVisitWords = "/* words */ { en: { name: 'Bao', title: 'Bao', text: 'No connection.', retry: 'Try again' } }"

// firstVisitScript returns firstvisit.js with the notice's words, in
// every language of the page's strings.json: app.name (its heading),
// page.title, offline.firstVisit (what happened and what to do) and
// offline.retry (the button).
func firstVisitScript(stringsJSON []byte) (string, error) {
	var tables map[string]map[string]string
	if err := json.Unmarshal(stringsJSON, &tables); err != nil {
		return "", fmt.Errorf("web app: the page's strings.json: %w", err)
	}
	type words struct {
		Name  string `json:"name"`
		Title string `json:"title"`
		Text  string `json:"text"`
		Retry string `json:"retry"`
	}
	langs := make([]string, 0, len(tables))
	for l := range tables {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	all := map[string]words{}
	for _, l := range langs {
		w := words{Name: tables[l]["app.name"], Title: tables[l]["page.title"], Text: tables[l]["offline.firstVisit"], Retry: tables[l]["offline.retry"]}
		if w.Name == "" || w.Title == "" || w.Text == "" || w.Retry == "" {
			return "", fmt.Errorf("web app: strings.json lacks one of the %s app.name, page.title, offline.firstVisit, offline.retry", l)
		}
		all[l] = w
	}
	if _, ok := all["en"]; !ok {
		return "", errors.New("web app: strings.json has no English table")
	}
	// json.Marshal escapes <, > and &: the words cannot end the script.
	data, err := json.Marshal(all)
	if err != nil {
		return "", fmt.Errorf("web app: the first visit's words: %w", err)
	}
	if strings.Count(firstVisitJS, firstVisitWords) != 1 {
		return "", errors.New("web app: firstvisit.js has no place for its words")
	}
	return strings.Replace(firstVisitJS, firstVisitWords, string(data), 1), nil
}
