package tournament

// maxMatching returns the size of a maximum matching of the undirected
// graph on n vertices whose edges are the pairs (i, j) with edge(i, j)
// true: Edmonds' blossom algorithm, O(n³). The swiss pairing uses it to
// know whether the players left after a bracket can all be paired.
func maxMatching(n int, edge func(i, j int) bool) int {
	size, _ := matching(n, edge)
	return size
}

// matching returns a maximum matching's size and each vertex's mate (-1
// for none).
func matching(n int, edge func(i, j int) bool) (int, []int) {
	m := newBlossom(n, edge)
	size := 0
	for i := range n {
		if m.match[i] != -1 {
			continue
		}
		if v := m.findPath(i); v != -1 {
			size++
			m.augment(v)
		}
	}
	return size, m.match
}

// blossom is the state of Edmonds' algorithm on one graph.
type blossom struct {
	n                   int
	adj                 [][]int
	match, parent, base []int
	used, inBlossom     []bool
}

func newBlossom(n int, edge func(i, j int) bool) *blossom {
	m := &blossom{n: n, adj: make([][]int, n), match: make([]int, n), parent: make([]int, n), base: make([]int, n),
		used: make([]bool, n), inBlossom: make([]bool, n)}
	for i := range n {
		m.match[i] = -1
		for j := i + 1; j < n; j++ {
			if edge(i, j) {
				m.adj[i] = append(m.adj[i], j)
				m.adj[j] = append(m.adj[j], i)
			}
		}
	}
	return m
}

// lca returns the base of the blossom where the alternating paths from a
// and b meet.
func (m *blossom) lca(a, b int) int {
	seen := make([]bool, m.n)
	for {
		a = m.base[a]
		seen[a] = true
		if m.match[a] == -1 {
			break
		}
		a = m.parent[m.match[a]]
	}
	for {
		b = m.base[b]
		if seen[b] {
			return b
		}
		b = m.parent[m.match[b]]
	}
}

// markPath marks the blossom's vertices on the path from v to its base b.
func (m *blossom) markPath(v, b, child int) {
	for m.base[v] != b {
		m.inBlossom[m.base[v]] = true
		m.inBlossom[m.base[m.match[v]]] = true
		m.parent[v] = child
		child = m.match[v]
		v = m.parent[m.match[v]]
	}
}

// contract shrinks the blossom closed by the edge v–to into its base,
// queueing its vertices not yet reached.
func (m *blossom) contract(v, to int, queue []int) []int {
	cur := m.lca(v, to)
	for i := range m.inBlossom {
		m.inBlossom[i] = false
	}
	m.markPath(v, cur, to)
	m.markPath(to, cur, v)
	for i := range m.n {
		if m.inBlossom[m.base[i]] {
			m.base[i] = cur
			if !m.used[i] {
				m.used[i] = true
				queue = append(queue, i)
			}
		}
	}
	return queue
}

// findPath returns the free vertex an augmenting path from root ends on,
// or -1.
func (m *blossom) findPath(root int) int {
	for i := range m.n {
		m.used[i] = false
		m.parent[i] = -1
		m.base[i] = i
	}
	m.used[root] = true
	queue := []int{root}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, to := range m.adj[v] {
			if m.base[v] == m.base[to] || m.match[v] == to {
				continue
			}
			if to == root || (m.match[to] != -1 && m.parent[m.match[to]] != -1) {
				queue = m.contract(v, to, queue)
			} else if m.parent[to] == -1 {
				m.parent[to] = v
				if m.match[to] == -1 {
					return to
				}
				m.used[m.match[to]] = true
				queue = append(queue, m.match[to])
			}
		}
	}
	return -1
}

// augment flips the matching along the path findPath found, ending on v.
func (m *blossom) augment(v int) {
	for v != -1 {
		pv := m.parent[v]
		ppv := m.match[pv]
		m.match[v] = pv
		m.match[pv] = v
		v = ppv
	}
}
