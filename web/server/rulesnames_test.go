package server

import "github.com/baoengine/bao/web/rulesapi"

// The rules questions' types under the names the endpoint tests use.
type (
	Game                 = rulesapi.Game
	State                = rulesapi.State
	playRequest          = rulesapi.PlayRequest
	playResponse         = rulesapi.PlayResponse
	legalRequest         = rulesapi.LegalRequest
	legalResponse        = rulesapi.LegalResponse
	bfenResponse         = rulesapi.BFENResponse
	optionsResponse      = rulesapi.OptionsResponse
	recordImportRequest  = rulesapi.RecordImportRequest
	recordImportResponse = rulesapi.RecordImportResponse
	recordExportRequest  = rulesapi.RecordExportRequest
	recordExportResponse = rulesapi.RecordExportResponse
	bfenRequest          = rulesapi.BFENRequest
)
