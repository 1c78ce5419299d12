package rating

import "math"

// volEpsilon is the convergence tolerance ε of the volatility iteration.
const volEpsilon = 0.000001

// newVolatility is step 5 of the paper: σ′, the root of
//
//	f(x) = e^x(Δ² − φ² − v − e^x) / (2(φ² + v + e^x)²) − (x − a)/τ²,  a = ln σ²,
//
// found with the Illinois algorithm (a regula falsi that halves the
// retained end's value when the same end is kept twice), as in the
// paper's 2012/2022 version; σ′ = e^(A/2).
func newVolatility(phi, vol, v, delta, tau float64) float64 {
	a := math.Log(vol * vol)
	phi2, delta2, tau2 := phi*phi, delta*delta, tau*tau
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi2 + v + ex
		return ex*(delta2-phi2-v-ex)/(2*d*d) - (x-a)/tau2
	}
	// Initial bracket [A, B] of the root.
	A := a
	var B float64
	if delta2 > phi2+v {
		B = math.Log(delta2 - phi2 - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for math.Abs(B-A) > volEpsilon {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}
