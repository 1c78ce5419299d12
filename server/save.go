package server

// saveAsync writes rec in the background and logs the outcome. It counts
// the write in h.saves at once, so that whoever waits on h.saves after
// this call returns (Shutdown, tests) waits for the record too.
func (h *Hub) saveAsync(rec Record) {
	h.saves.Add(1)
	go func() {
		defer h.saves.Done()
		path, err := writeRecord(h.dataDir, rec)
		if err != nil {
			h.log.Error("saving game", "room", rec.Code, "game", rec.GameNo, "error", err)
			return
		}
		h.log.Info("game saved", "room", rec.Code, "game", rec.GameNo, "result", rec.Result.String(), "path", path)
	}()
}
