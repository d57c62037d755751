// The last run's log: failOnSeverity=warning fails on the HOP window's warning.
def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
def sql = new File(basedir, 'src/main/sql/hop.sql').canonicalPath
expect "[WARNING] ${sql}:[9,12] warning: [HopWindowFanOut]"
expect 'topnkit: 1 finding(s) at or above failOnSeverity warning'
expect 'BUILD FAILURE'
true
