package rating

import (
	"fmt"
	"math"
	"testing"
)

// TestGlickmanExample is the worked example of Glickman's "Example of the
// Glicko-2 system": a 1500/200/0.06 player beats a 1400/30 player and
// loses to 1550/100 and 1700/300, with τ = 0.5; the paper finds
// r′ = 1464.06, RD′ = 151.52, σ′ = 0.05999. The paper rounds its
// intermediate values (g and E to 3 or 4 digits), so the exact computation
// lands a little off its last digit (r′ = 1464.0507, σ′ = 0.059996): each
// figure is accepted within one and a half units of the digit the paper
// prints, and the exact values are pinned more tightly below.
func TestGlickmanExample(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Vol: 0.06}
	got := Update(p, []Outcome{
		{Rating{1400, 30, 0.06}, Win},
		{Rating{1550, 100, 0.06}, Loss},
		{Rating{1700, 300, 0.06}, Loss},
	}, 0.5)
	for _, c := range []struct {
		name      string
		got, want float64
		tol       float64
	}{
		{"r′", got.R, 1464.06, 0.015},
		{"RD′", got.RD, 151.52, 0.015},
		{"σ′", got.Vol, 0.05999, 0.000015},
		{"r′ (exact)", got.R, 1464.0507, 0.0001},
		{"RD′ (exact)", got.RD, 151.5165, 0.0001},
		{"σ′ (exact)", got.Vol, 0.059996, 0.000001},
	} {
		if math.Abs(c.got-c.want) > c.tol {
			t.Errorf("%s = %.6f, want %v (±%v)", c.name, c.got, c.want, c.tol)
		}
	}
}

// TestGlickmanExampleIntermediates checks the steps of the example
// against the values the paper prints: g(φj) = 0.9955, 0.9531, 0.7242;
// E = 0.639, 0.432, 0.303; v = 1.7785; Δ = −0.4834 (each within rounding
// of the paper's rounded arithmetic); and step 5 run on the paper's own
// v, Δ and φ = 1.1513 gives its σ′ = 0.05999 (0.059996 cut to five
// decimals).
func TestGlickmanExampleIntermediates(t *testing.T) {
	near := func(what string, got, want, tol float64) {
		t.Helper()
		if math.Abs(got-want) > tol {
			t.Errorf("%s = %.6f, want %v (±%v)", what, got, want, tol)
		}
	}
	mu := 0.0
	var invV, sum float64
	for i, o := range []struct{ r, rd, s, g, e float64 }{
		{1400, 30, 1, 0.9955, 0.639},
		{1550, 100, 0, 0.9531, 0.432},
		{1700, 300, 0, 0.7242, 0.303},
	} {
		g := gFactor(o.rd / Scale)
		e := expected(mu, (o.r-DefaultR)/Scale, g)
		near(fmt.Sprintf("g(φ%d)", i+1), g, o.g, 0.00005)
		near(fmt.Sprintf("E%d", i+1), e, o.e, 0.0005)
		invV += g * g * e * (1 - e)
		sum += g * (o.s - e)
	}
	v := 1 / invV
	near("v", v, 1.7785, 0.001)
	near("Δ", v*sum, -0.4834, 0.001)
	near("σ′ from the paper's v and Δ", newVolatility(1.1513, 0.06, 1.7785, -0.4834, 0.5), 0.05999, 0.000015)
}

// TestVolatilityWhenDeltaIsLarge takes the other branch of the initial
// bracket (Δ² > φ² + v): a surprising result raises the volatility.
func TestVolatilityWhenDeltaIsLarge(t *testing.T) {
	p := Rating{R: 1500, RD: 50, Vol: 0.06}
	strong := Rating{R: 2300, RD: 50, Vol: 0.06}
	got := Update(p, []Outcome{{strong, Win}, {strong, Win}, {strong, Win}}, DefaultTau)
	if got.Vol <= p.Vol {
		t.Errorf("σ′ = %v after three wins against a 2300, want above %v", got.Vol, p.Vol)
	}
	if got.R <= p.R {
		t.Errorf("r′ = %v, want above %v", got.R, p.R)
	}
}

// TestNoGamesOnlyGrowsDeviation: a period without games leaves r and σ and
// makes φ′ = sqrt(φ² + σ²).
func TestNoGamesOnlyGrowsDeviation(t *testing.T) {
	p := Rating{R: 1700, RD: 80, Vol: 0.06}
	got := Update(p, nil, DefaultTau)
	phi := 80 / Scale
	want := math.Sqrt(phi*phi+0.06*0.06) * Scale
	if got.R != 1700 || got.Vol != 0.06 || math.Abs(got.RD-want) > 1e-9 {
		t.Errorf("Update with no games = %+v, want R 1700, RD %.6f, Vol 0.06", got, want)
	}
}

// TestZeroSumBetweenEquals: two equal players, one game; the winner gains
// what the loser loses, and a draw changes neither rating.
func TestZeroSumBetweenEquals(t *testing.T) {
	a, b := New(), New()
	wa := Update(a, []Outcome{{b, Win}}, DefaultTau)
	lb := Update(b, []Outcome{{a, Loss}}, DefaultTau)
	if math.Abs((wa.R-a.R)+(lb.R-b.R)) > 1e-9 || wa.R <= a.R {
		t.Errorf("winner %v, loser %v from 1500 each", wa.R, lb.R)
	}
	if d := Update(a, []Outcome{{b, Draw}}, DefaultTau); math.Abs(d.R-a.R) > 1e-9 {
		t.Errorf("a draw between equals moved the rating to %v", d.R)
	}
}
