// Both runs' logs: the first lints every file, the second none and replays the cached findings.
def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
expect 'topnkit: re-linted 4 of 4 files (0 unchanged)'
expect 'topnkit: re-linted 0 of 4 files (4 unchanged, findings replayed from the cache)'
expect 'topnkit: 4 files checked, no findings'
expect 'target/topnkit (up to date)'
assert new File(basedir, 'target/topnkit/lint-cache.json').isFile()
true
