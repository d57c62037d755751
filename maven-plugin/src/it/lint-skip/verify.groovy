// topnkit.skip skips the goal: the broken SQL does not fail the build and no report is written.
def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
expect 'topnkit: lint is skipped'
assert !log.contains('WindowBoundsMissingFromPartition') : 'build.log has ' + 'WindowBoundsMissingFromPartition'
expect 'BUILD SUCCESS'
assert !new File(basedir, 'target/topnkit').exists()
true
