package web

import "github.com/baoengine/bao/web/rules"

// The rules questions' types under the names the endpoint tests use.
type (
	Game                 = rules.Game
	State                = rules.State
	playRequest          = rules.PlayRequest
	playResponse         = rules.PlayResponse
	legalRequest         = rules.LegalRequest
	legalResponse        = rules.LegalResponse
	bfenResponse         = rules.BFENResponse
	optionsResponse      = rules.OptionsResponse
	recordImportRequest  = rules.RecordImportRequest
	recordImportResponse = rules.RecordImportResponse
	recordExportRequest  = rules.RecordExportRequest
	recordExportResponse = rules.RecordExportResponse
	bfenRequest          = rules.BFENRequest
)
