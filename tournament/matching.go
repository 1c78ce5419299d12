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
	adj := make([][]int, n)
	for i := range n {
		for j := i + 1; j < n; j++ {
			if edge(i, j) {
				adj[i] = append(adj[i], j)
				adj[j] = append(adj[j], i)
			}
		}
	}
	match := make([]int, n)
	parent := make([]int, n)
	base := make([]int, n)
	used := make([]bool, n)
	blossom := make([]bool, n)
	for i := range match {
		match[i] = -1
	}
	lca := func(a, b int) int {
		seen := make([]bool, n)
		for {
			a = base[a]
			seen[a] = true
			if match[a] == -1 {
				break
			}
			a = parent[match[a]]
		}
		for {
			b = base[b]
			if seen[b] {
				return b
			}
			b = parent[match[b]]
		}
	}
	markPath := func(v, b, child int) {
		for base[v] != b {
			blossom[base[v]] = true
			blossom[base[match[v]]] = true
			parent[v] = child
			child = match[v]
			v = parent[match[v]]
		}
	}
	findPath := func(root int) int {
		for i := range n {
			used[i] = false
			parent[i] = -1
			base[i] = i
		}
		used[root] = true
		queue := []int{root}
		for len(queue) > 0 {
			v := queue[0]
			queue = queue[1:]
			for _, to := range adj[v] {
				if base[v] == base[to] || match[v] == to {
					continue
				}
				if to == root || (match[to] != -1 && parent[match[to]] != -1) {
					cur := lca(v, to)
					for i := range blossom {
						blossom[i] = false
					}
					markPath(v, cur, to)
					markPath(to, cur, v)
					for i := range n {
						if blossom[base[i]] {
							base[i] = cur
							if !used[i] {
								used[i] = true
								queue = append(queue, i)
							}
						}
					}
				} else if parent[to] == -1 {
					parent[to] = v
					if match[to] == -1 {
						return to
					}
					used[match[to]] = true
					queue = append(queue, match[to])
				}
			}
		}
		return -1
	}
	size := 0
	for i := range n {
		if match[i] != -1 {
			continue
		}
		v := findPath(i)
		if v == -1 {
			continue
		}
		size++
		for v != -1 {
			pv := parent[v]
			ppv := match[pv]
			match[v] = pv
			match[pv] = v
			v = ppv
		}
	}
	return size, match
}
