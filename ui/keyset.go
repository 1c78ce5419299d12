package ui

import (
	"sync"
	"sync/atomic"
)

// keySet is a KeyMap with the key maps the game screen builds from it,
// read-only: the models given the same KeyMap (a server's sessions) share
// one, instead of each holding copies of the same tables.
type keySet struct {
	keys     *KeyMap
	play     gameKeys
	replay   replayKeys
	explorer explorerKeys
}

// newKeySet builds the key set of k.
func newKeySet(k *KeyMap) *keySet {
	return &keySet{keys: k, play: newGameKeys(*k), replay: newReplayKeys(*k), explorer: newExplorerKeys(*k)}
}

// defaultKeySet is the key set of DefaultKeyMap, for the models given no
// KeyMap.
var defaultKeySet = sync.OnceValue(func() *keySet {
	k := DefaultKeyMap()
	return newKeySet(&k)
})

// keySets are the key sets built, by their KeyMap's address; at most
// maxKeySets (a caller making a KeyMap per model gets a set per model).
var (
	keySets     sync.Map
	keySetsMade atomic.Int32
)

// maxKeySets bounds keySets.
const maxKeySets = 64

// keySetOf returns the key set of k (nil: DefaultKeyMap's).
func keySetOf(k *KeyMap) *keySet {
	if k == nil {
		return defaultKeySet()
	}
	if ks, ok := keySets.Load(k); ok {
		return ks.(*keySet)
	}
	ks := newKeySet(k)
	if keySetsMade.Load() >= maxKeySets {
		return ks
	}
	if old, loaded := keySets.LoadOrStore(k, ks); loaded {
		return old.(*keySet)
	}
	keySetsMade.Add(1)
	return ks
}
