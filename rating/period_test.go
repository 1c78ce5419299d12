package rating

import (
	"math"
	"testing"
	"time"
)

var day0 = time.Date(2026, 3, 10, 0, 0, 0, 0, time.UTC)

// TestIdleGrowsOncePerPeriodSatOut: no growth for a game the same day or
// the next, one period's growth per day missed in between, as many
// applications of φ′ = sqrt(φ² + σ²).
func TestIdleGrowsOncePerPeriodSatOut(t *testing.T) {
	p := DefaultParams()
	r := Rating{R: 1800, RD: 60, Vol: 0.06}
	last := day0.Add(23 * time.Hour)
	for _, c := range []struct {
		now  time.Time
		idle int
	}{
		{day0.Add(23*time.Hour + time.Minute), 0}, // same day
		{day0.Add(25 * time.Hour), 0},             // next day
		{day0.Add(49 * time.Hour), 1},             // one day missed
		{day0.Add(10*24*time.Hour + time.Hour), 9},
	} {
		want := r
		for range c.idle {
			want = Update(want, nil, p.Tau)
		}
		got := p.Idle(r, last, c.now)
		if got.R != r.R || got.Vol != r.Vol || math.Abs(got.RD-want.RD) > 1e-9 {
			t.Errorf("Idle to %v = %+v, want RD %.6f (%d idle periods)", c.now, got, want.RD, c.idle)
		}
	}
}

func TestIdleCapsAtMaxRD(t *testing.T) {
	p := DefaultParams()
	got := p.Idle(Rating{R: 1800, RD: 60, Vol: 0.06}, day0, day0.AddDate(30, 0, 0))
	if got.RD != MaxRD {
		t.Errorf("RD after 30 idle years = %v, want %v", got.RD, MaxRD)
	}
	if never := p.Idle(New(), time.Time{}, day0); never != New() {
		t.Errorf("Idle of a never-rated player = %+v", never)
	}
}

// TestPeriodLengthIsAParameter: with week-long periods, six days off is
// no idle period at all.
func TestPeriodLengthIsAParameter(t *testing.T) {
	p := Params{Tau: DefaultTau, Period: 7 * 24 * time.Hour}
	r := Rating{R: 1800, RD: 60, Vol: 0.06}
	last := time.Unix(0, 0).Add(7 * 24 * time.Hour) // the start of a week
	if got := p.Idle(r, last, last.Add(13*24*time.Hour)); got != r {
		t.Errorf("13 days in weekly periods grew RD to %v", got.RD)
	}
	if got := p.Idle(r, last, last.Add(14*24*time.Hour)); got.RD <= r.RD {
		t.Errorf("14 days in weekly periods left RD at %v", got.RD)
	}
	if n := p.PeriodOf(time.Unix(-1, 0)); n != -1 {
		t.Errorf("PeriodOf a second before the epoch = %d, want -1", n)
	}
}

// TestGameRatesBothFromPreGameRatings: Game is Update for each side against
// the other's rating before the game.
func TestGameRatesBothFromPreGameRatings(t *testing.T) {
	p := DefaultParams()
	a, b := Rating{1600, 80, 0.06}, Rating{1450, 200, 0.07}
	na, nb := p.Game(a, b, Draw)
	if wa := Update(a, []Outcome{{b, Draw}}, p.Tau); na != wa {
		t.Errorf("a: %+v, want %+v", na, wa)
	}
	if wb := Update(b, []Outcome{{a, Draw}}, p.Tau); nb != wb {
		t.Errorf("b: %+v, want %+v", nb, wb)
	}
	if na.R >= a.R || nb.R <= b.R {
		t.Errorf("a draw against a weaker player should cost the stronger: %v→%v, %v→%v", a.R, na.R, b.R, nb.R)
	}
}
