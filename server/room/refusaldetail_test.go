package room

import (
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestRefusalDetailsInLanguages: the refusals whose details matter — a
// wait, a count — keep them in French and Arabic (RefusalIn), keep their
// English words byte for byte, and errors.Is still sees their meaning.
func TestRefusalDetailsInLanguages(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

	q := newRoomQuota(5, 1, 5*time.Minute)
	if err := q.take("ann", now); err != nil {
		t.Fatal(err)
	}
	wait := q.take("ann", now)
	g := newGuessThrottle(1, 10, time.Minute, slog.New(slog.DiscardHandler))
	p := Player{Addr: "192.0.2.1", Conn: "192.0.2.1:5000"}
	g.Failed(p, "link code", now)
	guess := g.Check(p, now)
	rn := NewRenameQuota()
	if err := rn.Take(7, now); err != nil {
		t.Fatal(err)
	}
	rename := rn.Take(7, now)
	_, clock := ParseTimeControl("soon")
	_, twice := ParseTerms([]string{"rated", "casual"})
	_, word := ParseTerms([]string{"quickly"})
	_, days := ParseTerms([]string{"xd"})
	_, minutes := ParseTerms([]string{"0+5"})
	_, notOffered := ParseTerms([]string{"4d"})
	rc := &roomChat{Rate: ChatRate{Every: time.Second, Burst: 1}}
	_ = rc.allow("ann", now)
	fast := rc.allow("ann", now)

	for _, c := range []struct {
		err        error
		is         error
		en, fr, ar string
	}{
		{wait, ErrRoomsTooFast, "too many rooms opened lately: try again in 5 min 1 s",
			"trop de salles ouvertes ces derniers temps : réessayez dans 5 min 1 s", "فُتحت غرف كثيرة مؤخرًا: حاول مجددًا بعد 5 د 1 ث"},
		{guess, ErrTooManyGuesses, "too many wrong codes; try again in 1 min 1 s",
			"trop de codes erronés ; réessayez dans 1 min 1 s", "رموز خاطئة كثيرة جدًا؛ حاول مجددًا بعد 1 د 1 ث"},
		{rename, errRenamesTooFast, "you may change your name once a minute and 3 times a day; wait a minute",
			"vous pouvez changer de nom une fois par minute et 3 fois par jour ; attendez une minute",
			"يمكنك تغيير اسمك مرة في الدقيقة، و3 مرات في اليوم؛ انتظر دقيقة"},
		{refusalCounted(ErrTooManyOpenGames, "refuse.openGames.mine", 2), ErrTooManyOpenGames,
			"too many open games: you have 2 waiting, the most one player may have; leave one first",
			"trop de parties ouvertes : vous en avez 2 en attente", "مباريات مفتوحة كثيرة جدًا: لديك منها 2 في الانتظار"},
		{clock, ErrBadTimeControl, fmt.Sprintf("clock: type minutes+seconds a move, e.g. 20+15 (1 to %d minutes, 0 to %d seconds); got %q",
			MaxClockMinutes, MaxIncrementSecs, "soon"),
			"pendule : tapez minutes+secondes par coup", "الساعة: اكتب الدقائق+الثواني لكل نقلة"},
		{refusalWith(ErrNoRoom, "refuse.rooms.noRoom", "Code", `"ABCD"`), ErrNoRoom, `no room with that code "ABCD"`,
			`aucune salle avec le code "ABCD"`, `لا غرفة بالرمز "ABCD"`},
		{twice, ErrTerms, `"casual": the rating is given twice`, `"casual" : le classement est donné deux fois`, `"casual": التقييم مذكور مرتين`},
		{word, ErrTerms, `"quickly": want rated or casual, a clock M+I (minutes+seconds, e.g. 5+3), days per move (e.g. 3d) or none, white, black or random`,
			`"quickly" : attendu rated ou casual`, `"quickly": المطلوب rated أو casual`},
		{days, ErrTerms, `"xd": days per move are a number of days, e.g. 3d`, `"xd" : les jours par coup`, `"xd": أيام النقلة عدد من الأيام`},
		{minutes, ErrTerms, `"0+5": a clock needs some minutes (or none for no clock)`, `"0+5" : une pendule demande des minutes`, `"0+5": الساعة تحتاج إلى دقائق`},
		{notOffered, ErrBadDays, "days per move: want one of 1, 2, 3, 5, 7, 14, got 4", "jours par coup : attendu l'un de 1, 2, 3, 5, 7, 14, reçu 4",
			"أيام النقلة: المطلوب أحد 1, 2, 3, 5, 7, 14، والمعطى 4"},
		{fast, ErrChatTooFast, "you are sending messages too fast: wait 2 s", "vous envoyez des messages trop vite : attendez 2 s", "ترسل الرسائل بسرعة كبيرة: انتظر 2 ث"},
		{ErrChallengesFrom, ErrChallengesFrom, ErrChallengesFrom.Error(),
			"vous avez 3 défis en attente", "لديك 3 تحديات معلّقة"},
	} {
		if c.err == nil || !errors.Is(c.err, c.is) {
			t.Fatalf("%v is not %v", c.err, c.is)
		}
		if got := c.err.Error(); got != c.en {
			t.Errorf("English %q, want %q", got, c.en)
		}
		if got := RefusalIn(nil, c.err); got != c.en {
			t.Errorf("RefusalIn English %q, want %q", got, c.en)
		}
		if got := RefusalIn(fr, c.err); !strings.HasPrefix(got, c.fr) {
			t.Errorf("French %q, want %q", got, c.fr)
		}
		if got := ar.Show(RefusalIn(ar, c.err)); !strings.HasPrefix(got, c.ar) {
			t.Errorf("Arabic %q, want %q", got, c.ar)
		}
	}
}
