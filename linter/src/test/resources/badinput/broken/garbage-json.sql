{"query": "SELECT 1", "parallelism": 4}
