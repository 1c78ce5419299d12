package puzzle

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

// mineLimit is the proof searches' node limit of the mining tests.
const mineLimit = 100_000

// TestProverAgreesWithTheProofPuzzles: the five-piece proof puzzles
// (testdata: proven from the committed certificates, every alternative
// refuted) are mined again from their positions with the tables of 4
// pieces, beyond which a proof search decides: where the prover proves a
// position it finds the same only move and goal, it proves most of them,
// and CheckMined accepts its record and refuses it with another move.
func TestProverAgreesWithTheProofPuzzles(t *testing.T) {
	set, tb, mn := proofPuzzleMiner(t)
	proven, searched := 0, 0
	for i, want := range set {
		if i >= 40 {
			break
		}
		p, _ := want.Start()
		pz, ok, err := mn.Position(context.Background(), p, OriginProof)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		proven++
		if pz.Solution[0] != want.Solution[0] || pz.Goal != want.Goal {
			t.Errorf("%s: mined %s to %s, the proof puzzle is %s to %s", want.Position, pz.Solution[0], pz.Goal, want.Solution[0], want.Goal)
		}
		if pz.Proof == nil || pz.Proof.Tables != 4 {
			t.Fatalf("%s: proof record %+v", pz.Position, pz.Proof)
		}
		if pz.Proof.By == ProvenBySearch {
			searched++
			if pz.Proof.Limit != mineLimit || pz.Proof.Nodes == 0 {
				t.Errorf("%s: search record %+v", pz.Position, *pz.Proof)
			}
		}
		check := NewProver(game.DefaultRules(), tb, 0)
		if err := CheckMined(context.Background(), check, pz); err != nil {
			t.Errorf("%s: the check refuses the mined record: %v", pz.Position, err)
		}
		wrong := pz
		for _, m := range p.LegalMoves(game.DefaultRules(), nil) {
			if m.String() != pz.Solution[0] {
				wrong.Solution = []string{m.String()}
				break
			}
		}
		if err := CheckMined(context.Background(), check, wrong); err == nil {
			t.Errorf("%s: the check accepts %s for %s", pz.Position, wrong.Solution[0], pz.Solution[0])
		}
	}
	if proven < 20 || searched == 0 {
		t.Fatalf("%d of 40 proof puzzles mined again (%d by a search): want most, some by a search", proven, searched)
	}
}

// proofPuzzleMiner returns the proof puzzles of testdata, the tables of
// 4 pieces and a miner of one-move puzzles proving with them and
// searches of mineLimit nodes.
func proofPuzzleMiner(t *testing.T) ([]Puzzle, *tables.Set, *Miner) {
	t.Helper()
	tb, err := testtables.Default(4)
	if err != nil {
		t.Fatal(err)
	}
	mn := NewMiner(NewProver(game.DefaultRules(), tb, mineLimit))
	mn.MaxSolverMoves = 1
	return testProofPuzzles(t), tb, mn
}

// TestCheckMinedNeedsItsRecord: a record that claims the tables alone
// for a puzzle whose moves need a search, or a node limit too small, is
// refused: the check does not search beyond what the record says.
func TestCheckMinedNeedsItsRecord(t *testing.T) {
	set, tb, mn := proofPuzzleMiner(t)
	for _, want := range set {
		p, _ := want.Start()
		pz, ok, err := mn.Position(context.Background(), p, OriginProof)
		if err != nil {
			t.Fatal(err)
		}
		if !ok || pz.Proof.By != ProvenBySearch || largestSearch(t, mn.Prover, p) <= 2048 {
			continue
		}
		tablesOnly := pz
		tablesOnly.Proof = &Proven{By: ProvenByTables, Tables: 4}
		if err := CheckMined(context.Background(), NewProver(game.DefaultRules(), tb, 0), tablesOnly); err == nil {
			t.Errorf("%s: accepted as proven by the tables alone", pz.Position)
		}
		small := pz
		small.Proof = &Proven{By: ProvenBySearch, Tables: 4, Limit: 1024}
		if err := CheckMined(context.Background(), NewProver(game.DefaultRules(), tb, 0), small); err == nil {
			t.Errorf("%s: accepted within 1024 nodes (%d recorded)", pz.Position, pz.Proof.Nodes)
		}
		return
	}
	t.Fatal("no proof puzzle needed a search of more than 2048 nodes")
}

// TestMinerGame: the puzzles mined from a self-play game have the miner's
// pieces, their origin and themes, are each given once, and are proven
// again by CheckMined.
func TestMinerGame(t *testing.T) {
	tb, err := testtables.Default(4)
	if err != nil {
		t.Fatal(err)
	}
	r := game.DefaultRules()
	mn := NewMiner(NewProver(r, tb, 50_000))
	mn.MinPieces, mn.MaxPieces = 5, 7
	sp := NewSelfPlay(r, tb)
	seen := map[string]bool{}
	var got []Puzzle
	for _, n := range []uint64{9} { // levels 4 and 2: the same game on every machine
		g, err := sp.Game(context.Background(), 7, n)
		if err != nil {
			t.Fatal(err)
		}
		err = mn.Game(context.Background(), g, OriginSelfPlay, func(pz Puzzle) error {
			got = append(got, pz)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(got) == 0 {
		t.Fatal("no puzzle mined from game 9 of seed 7")
	}
	for _, pz := range got {
		if n := pz.Pieces(); n < 5 || n > 7 {
			t.Errorf("%s: %d pieces", pz.Position, n)
		}
		if pz.Origin != OriginSelfPlay || len(pz.Themes) == 0 || pz.Proof == nil {
			t.Errorf("%s: origin %q themes %v proof %v", pz.Position, pz.Origin, pz.Themes, pz.Proof)
		}
		if seen[pz.Key()] {
			t.Errorf("%s: given twice", pz.Position)
		}
		seen[pz.Key()] = true
		if err := CheckMined(context.Background(), NewProver(r, tb, 0), pz); err != nil {
			t.Errorf("%s: %v", pz.Position, err)
		}
	}
}

// TestSelfPlayGamesRepeat: the same seed and game number give the same
// game between depth-limited levels (the top two play on a time budget);
// Levels pairs every two levels in 36 games.
func TestSelfPlayGamesRepeat(t *testing.T) {
	r := game.DefaultRules()
	var texts [2]string
	for i := range texts {
		g, err := NewSelfPlay(r, nil).Game(context.Background(), 3, 9) // levels 4 and 2
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range g.Moves() {
			texts[i] += m.String() + " "
		}
	}
	if texts[0] != texts[1] || texts[0] == "" {
		t.Errorf("game 9 of seed 3 played twice:\n%s\n%s", texts[0], texts[1])
	}
	pairs := map[[2]int]bool{}
	for n := range uint64(36) {
		w, b := Levels(n)
		pairs[[2]int{w, b}] = true
	}
	if len(pairs) != 36 {
		t.Errorf("36 games pair %d level pairs, want 36", len(pairs))
	}
	if w, b := Levels(5); w != 6 || b != 1 {
		t.Errorf("Levels(5) = %d, %d", w, b)
	}
}

// largestSearch returns the most nodes a search of one of p's moves
// took (the values pv has proven).
func largestSearch(t *testing.T, pv *Prover, p game.Position) uint64 {
	t.Helper()
	var most uint64
	for _, m := range p.LegalMoves(pv.Rules, nil) {
		v, err := pv.value(context.Background(), p.Apply(m))
		if err != nil {
			t.Fatal(err)
		}
		most = max(most, v.nodes)
	}
	return most
}

// TestMinerWithoutTables: a miner without tables proves by the rules and
// proof searches alone, and its record says so.
func TestMinerWithoutTables(t *testing.T) {
	set := testProofPuzzles(t)
	mn := NewMiner(NewProver(game.DefaultRules(), nil, mineLimit))
	mn.MaxSolverMoves = 1
	for _, want := range set[:20] {
		p, _ := want.Start()
		pz, ok, err := mn.Position(context.Background(), p, OriginProof)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		if pz.Proof.Tables != 0 || pz.Proof.By != ProvenBySearch || pz.Solution[0] != want.Solution[0] {
			t.Errorf("%s: mined %v with %+v, the proof puzzle is %v", pz.Position, pz.Solution, *pz.Proof, want.Solution)
		}
		return
	}
	t.Fatal("no proof puzzle of 20 proven without tables")
}
