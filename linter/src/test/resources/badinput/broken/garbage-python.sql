def top_n(rows, n):
    return sorted(rows)[:n]
